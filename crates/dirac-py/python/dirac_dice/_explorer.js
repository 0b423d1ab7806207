var Je=globalThis,pt=t=>t,je=Je.trustedTypes,dt=je?je.createPolicy("lit-html",{createHTML:t=>t}):void 0,$t="$lit$",he=`lit$${Math.random().toFixed(9).slice(2)}$`,yt="?"+he,ls=`<${yt}>`,xe=document,Ae=()=>xe.createComment(""),Me=t=>t===null||typeof t!="object"&&typeof t!="function",Ze=Array.isArray,cs=t=>Ze(t)||typeof t?.[Symbol.iterator]=="function",Qe=`[ 	
\f\r]`,_e=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,ht=/-->/g,ut=/>/g,be=RegExp(`>|${Qe}(?:([^\\s"'>=/]+)(${Qe}*=${Qe}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),ft=/'/g,mt=/"/g,bt=/^(?:script|style|textarea|title)$/i,et=t=>(e,...s)=>({_$litType$:t,strings:e,values:s}),p=et(1),v=et(2),Os=et(3),Se=Symbol.for("lit-noChange"),F=Symbol.for("lit-nothing"),gt=new WeakMap,we=xe.createTreeWalker(xe,129);function wt(t,e){if(!Ze(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return dt!==void 0?dt.createHTML(e):e}var ps=(t,e)=>{let s=t.length-1,a=[],r,i=e===2?"<svg>":e===3?"<math>":"",l=_e;for(let n=0;n<s;n++){let o=t[n],c,f,h=-1,m=0;for(;m<o.length&&(l.lastIndex=m,f=l.exec(o),f!==null);)m=l.lastIndex,l===_e?f[1]==="!--"?l=ht:f[1]!==void 0?l=ut:f[2]!==void 0?(bt.test(f[2])&&(r=RegExp("</"+f[2],"g")),l=be):f[3]!==void 0&&(l=be):l===be?f[0]===">"?(l=r??_e,h=-1):f[1]===void 0?h=-2:(h=l.lastIndex-f[2].length,c=f[1],l=f[3]===void 0?be:f[3]==='"'?mt:ft):l===mt||l===ft?l=be:l===ht||l===ut?l=_e:(l=be,r=void 0);let u=l===be&&t[n+1].startsWith("/>")?" ":"";i+=l===_e?o+ls:h>=0?(a.push(c),o.slice(0,h)+$t+o.slice(h)+he+u):o+he+(h===-2?n:u)}return[wt(t,i+(t[s]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),a]},Te=class t{constructor({strings:e,_$litType$:s},a){let r;this.parts=[];let i=0,l=0,n=e.length-1,o=this.parts,[c,f]=ps(e,s);if(this.el=t.createElement(c,a),we.currentNode=this.el.content,s===2||s===3){let h=this.el.content.firstChild;h.replaceWith(...h.childNodes)}for(;(r=we.nextNode())!==null&&o.length<n;){if(r.nodeType===1){if(r.hasAttributes())for(let h of r.getAttributeNames())if(h.endsWith($t)){let m=f[l++],u=r.getAttribute(h).split(he),k=/([.?@])?(.*)/.exec(m);o.push({type:1,index:i,name:k[2],strings:u,ctor:k[1]==="."?Ye:k[1]==="?"?Ve:k[1]==="@"?Ge:ke}),r.removeAttribute(h)}else h.startsWith(he)&&(o.push({type:6,index:i}),r.removeAttribute(h));if(bt.test(r.tagName)){let h=r.textContent.split(he),m=h.length-1;if(m>0){r.textContent=je?je.emptyScript:"";for(let u=0;u<m;u++)r.append(h[u],Ae()),we.nextNode(),o.push({type:2,index:++i});r.append(h[m],Ae())}}}else if(r.nodeType===8)if(r.data===yt)o.push({type:2,index:i});else{let h=-1;for(;(h=r.data.indexOf(he,h+1))!==-1;)o.push({type:7,index:i}),h+=he.length-1}i++}}static createElement(e,s){let a=xe.createElement("template");return a.innerHTML=e,a}};function ve(t,e,s=t,a){if(e===Se)return e;let r=a!==void 0?s._$Co?.[a]:s._$Cl,i=Me(e)?void 0:e._$litDirective$;return r?.constructor!==i&&(r?._$AO?.(!1),i===void 0?r=void 0:(r=new i(t),r._$AT(t,s,a)),a!==void 0?(s._$Co??=[])[a]=r:s._$Cl=r),r!==void 0&&(e=ve(t,r._$AS(t,e.values),r,a)),e}var Ke=class{constructor(e,s){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=s}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:s},parts:a}=this._$AD,r=(e?.creationScope??xe).importNode(s,!0);we.currentNode=r;let i=we.nextNode(),l=0,n=0,o=a[0];for(;o!==void 0;){if(l===o.index){let c;o.type===2?c=new Ce(i,i.nextSibling,this,e):o.type===1?c=new o.ctor(i,o.name,o.strings,this,e):o.type===6&&(c=new Xe(i,this,e)),this._$AV.push(c),o=a[++n]}l!==o?.index&&(i=we.nextNode(),l++)}return we.currentNode=xe,r}p(e){let s=0;for(let a of this._$AV)a!==void 0&&(a.strings!==void 0?(a._$AI(e,a,s),s+=a.strings.length-2):a._$AI(e[s])),s++}},Ce=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,s,a,r){this.type=2,this._$AH=F,this._$AN=void 0,this._$AA=e,this._$AB=s,this._$AM=a,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,s=this._$AM;return s!==void 0&&e?.nodeType===11&&(e=s.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,s=this){e=ve(this,e,s),Me(e)?e===F||e==null||e===""?(this._$AH!==F&&this._$AR(),this._$AH=F):e!==this._$AH&&e!==Se&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):cs(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==F&&Me(this._$AH)?this._$AA.nextSibling.data=e:this.T(xe.createTextNode(e)),this._$AH=e}$(e){let{values:s,_$litType$:a}=e,r=typeof a=="number"?this._$AC(e):(a.el===void 0&&(a.el=Te.createElement(wt(a.h,a.h[0]),this.options)),a);if(this._$AH?._$AD===r)this._$AH.p(s);else{let i=new Ke(r,this),l=i.u(this.options);i.p(s),this.T(l),this._$AH=i}}_$AC(e){let s=gt.get(e.strings);return s===void 0&&gt.set(e.strings,s=new Te(e)),s}k(e){Ze(this._$AH)||(this._$AH=[],this._$AR());let s=this._$AH,a,r=0;for(let i of e)r===s.length?s.push(a=new t(this.O(Ae()),this.O(Ae()),this,this.options)):a=s[r],a._$AI(i),r++;r<s.length&&(this._$AR(a&&a._$AB.nextSibling,r),s.length=r)}_$AR(e=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);e!==this._$AB;){let a=pt(e).nextSibling;pt(e).remove(),e=a}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},ke=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,s,a,r,i){this.type=1,this._$AH=F,this._$AN=void 0,this.element=e,this.name=s,this._$AM=r,this.options=i,a.length>2||a[0]!==""||a[1]!==""?(this._$AH=Array(a.length-1).fill(new String),this.strings=a):this._$AH=F}_$AI(e,s=this,a,r){let i=this.strings,l=!1;if(i===void 0)e=ve(this,e,s,0),l=!Me(e)||e!==this._$AH&&e!==Se,l&&(this._$AH=e);else{let n=e,o,c;for(e=i[0],o=0;o<i.length-1;o++)c=ve(this,n[a+o],s,o),c===Se&&(c=this._$AH[o]),l||=!Me(c)||c!==this._$AH[o],c===F?e=F:e!==F&&(e+=(c??"")+i[o+1]),this._$AH[o]=c}l&&!r&&this.j(e)}j(e){e===F?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},Ye=class extends ke{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===F?void 0:e}},Ve=class extends ke{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==F)}},Ge=class extends ke{constructor(e,s,a,r,i){super(e,s,a,r,i),this.type=5}_$AI(e,s=this){if((e=ve(this,e,s,0)??F)===Se)return;let a=this._$AH,r=e===F&&a!==F||e.capture!==a.capture||e.once!==a.once||e.passive!==a.passive,i=e!==F&&(a===F||r);r&&this.element.removeEventListener(this.name,this,a),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Xe=class{constructor(e,s,a){this.element=e,this.type=6,this._$AN=void 0,this._$AM=s,this.options=a}get _$AU(){return this._$AM._$AU}_$AI(e){ve(this,e)}};var ds=Je.litHtmlPolyfillSupport;ds?.(Te,Ce),(Je.litHtmlVersions??=[]).push("3.3.3");var Y=(t,e,s)=>{let a=s?.renderBefore??e,r=a._$litPart$;if(r===void 0){let i=s?.renderBefore??null;a._$litPart$=r=new Ce(e.insertBefore(Ae(),i),i,void 0,s??{})}return r._$AI(t),r};var xt=[4,8],hs=(t,e)=>`Player ${t} starting position: ${e}`,ie=t=>t.map((e,s)=>hs(s+1,e)).join(`
`)+`
`,vt=()=>null;function kt(t){vt=t}var le=t=>vt(t),us=(t,e)=>e!==null&&t===ie(e),He=t=>[...t.rules.map(e=>[e.key,String(e.default)]),...t.dice.map(e=>[e.key,""])];function ue(t,e=null){return Object.entries(t).filter(([s,a])=>a!==""&&!(e&&Re(e,t,s))).map(([s,a])=>`${s}=${encodeURIComponent(a)}`).join("&")}function st(t){return{text:ie(xt),rules:Object.fromEntries(He(t)),turn:0,round:0,step:0,chosen:0,cell:null,hidden:!1}}function _t(t,e){return t.text===ie(xt)&&He(e).every(([s,a])=>(t.rules[s]??a)===a)}function At(t,e){let s=new URLSearchParams,a=le(t.text);us(t.text,a)?s.set("starts",a.join(",")):s.set("input",t.text);for(let[r,i]of He(e)){let l=t.rules[r];l!==void 0&&l!==""&&l!==i&&!Re(e,t.rules,r)&&s.set(r,l)}return t.turn&&s.set("turn",String(t.turn)),t.round&&s.set("round",String(t.round)),t.step&&s.set("step",String(t.step)),t.hidden&&s.set("hide","1"),"?"+s.toString().replace(/%2C/g,",").replace(/%3A/g,":")}var tt=t=>{let e=Number(t??0);return Number.isSafeInteger(e)&&e>0?e:0},fs=t=>t!==null&&!["0","no","false","off"].includes(t.trim().toLowerCase());function Ee(t,e){let s=new URLSearchParams(t),a=st(e);s.has("input")?a.text=s.get("input"):s.has("starts")&&(a.text=ie(s.get("starts").split(",").map(r=>r.trim())));for(let[r,i]of He(e))a.rules[r]=s.get(r)??i;return a.turn=tt(s.get("turn")),a.round=tt(s.get("round")),a.step=tt(s.get("step")),a.hidden=fs(s.get("hide")),a}var Re=(t,e,s)=>t.dice.find(a=>a.replaces===s&&e[a.key]!=="");function rt(t,e){let s=le(t.text);return!s||t.chosen>=s.length?t:(s[t.chosen]=e,{...t,text:ie(s)})}function Mt(t){let e=le(t.text);return e?{...t,text:ie([...e,1]),chosen:e.length}:t}function St(t,e){let s=le(t.text);return!s||s.length===1?t:(s.splice(e,1),{...t,text:ie(s),chosen:Math.min(t.chosen,s.length-1)})}var Ne=t=>v`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${t}</svg>`,fe={play:Ne(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),pause:Ne(v`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),previous:Ne(v`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),next:Ne(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),remove:Ne(v`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`)};function U(t){let e=String(t);return/^\d+$/.test(e)?e.replace(/\B(?=(\d{3})+(?!\d))/g,","):e}function nt(t,e=!0){let s=String(t);if(!/^\d+$/.test(s))return[s];let a=s.length%3||3,r=[s.slice(0,a)];for(let i=a;i<s.length;i+=3)r.push(s.slice(i,i+3));return e?r.map((i,l)=>l<r.length-1?`${i},`:i):r}function ce(t){let e=String(t),s=Number(e.slice(-2)),a=U(e);return s>=11&&s<=13?`${a}th`:`${a}${["th","st","nd","rd"][s%10]??"th"}`}var I=(t,e,s=`${e}s`)=>`${t} ${String(t)==="1"?e:s}`,Be=[],q=t=>Be[t%Be.length];function Ct(t){Be.splice(0,Be.length,...t)}function oe(t,e=6,s=!1){if(!(t>0))return[0];let a=10**Math.floor(Math.log10(t/Math.max(1,e-1))),r=[1,2,5,10,20,50].map(l=>l*a).filter(l=>!s||Number.isInteger(l)||l>1).map(l=>s?Math.max(1,Math.round(l)):l).find(l=>Math.floor(t/l+1e-9)+1<=e),i=[];for(let l=0;l*r<=t*(1+1e-9);l++)i.push(Number((l*r).toPrecision(12)));return i}function at(t){if(Math.abs(t)<1e6)return U(String(t));let[e,s]=t.toExponential(2).split("e");return`${Number(e)}e${Number(s)}`}function Pe(t){let e=t.some(s=>Math.abs(s)>=1e6);return t.map(s=>{if(!e||s===0)return[s,at(s)];let[a,r]=s.toExponential(2).split("e");return[s,`${Number(a)}e${Number(r)}`]})}var ze=t=>10+7*t,me=24;function Ie(t,[e,s],a,r){let i={ArrowUp:[-1,0],ArrowDown:[1,0],ArrowLeft:[0,-1],ArrowRight:[0,1]};if(!i[t])return null;let[l,n]=i[t],o=(c,f)=>Math.min(r[f],Math.max(a[f],c));return[o(e+l,0),o(s+n,1)]}var Et=60,Oe=4,pe=95;function ge(t,e,s=pe){let a=(t-1)/e*2*Math.PI-Math.PI/2;return[s*Math.cos(a),s*Math.sin(a)]}var ms=t=>Math.max(4,Math.min(16,280/Math.min(t,Et))),ot=t=>t>=1e4?4:10;function qe({b:t,spaces:e,onPick:s=null,highlight:a=0,move:r=null}){let i=ms(t),l=t<=Et,n=new Map;e.forEach((u,k)=>u>=1&&u<=t&&n.set(u,[...n.get(u)??[],k]));let o=(u,k)=>{(u.key==="Enter"||u.key===" ")&&(u.preventDefault(),s(k,u))},c=l?Array.from({length:t},(u,k)=>{let y=k+1,[w,x]=ge(y,t),S=t<=30?v`<text x=${w} y=${x+4} text-anchor="middle" font-size=${Math.max(9,Math.min(12,i))}>${y}</text>`:"";return s?v`<g class="space" tabindex="0" role="button" aria-label=${`Space ${y}`} @click=${M=>s(y,M)} @keydown=${M=>o(M,y)}>
              <circle class=${y===a?"slot landed":"slot"} cx=${w} cy=${x} r=${i}></circle>${S}</g>`:v`<g class="space"><circle class=${y===a?"slot landed":"slot"} cx=${w} cy=${x} r=${i}></circle>${S}</g>`}):Array.from({length:ot(t)},(u,k)=>Math.round(k*t/ot(t))+1).map(u=>{let[k]=ge(u,t,pe),y=Math.abs(k)>pe*.75,[w,x]=ge(u,t,y?pe-10:pe-22),S=y?w>0?"end":"start":"middle";return v`<text x=${w} y=${x+4} text-anchor=${S} font-size="11">${U(u)}</text>`}),f=[...n.entries()].flatMap(([u,k])=>{let[y,w]=ge(u,t),x=k.slice(0,Oe).map((S,M)=>{let _=1-(i*1.7+M*i*.95)/pe;return v`<circle class="token" cx=${y*_} cy=${w*_} r=${i*.55} fill=${q(S)}><title>${`Player ${S+1} on space ${u}`}</title></circle>`});if(k.length>Oe){let S=1-(i*1.7+Oe*i*.95)/pe;x.push(v`<text class="more" x=${y*S} y=${w*S+4} text-anchor="middle">+${k.length-Oe}</text>`)}return x}),h="";if(r&&(r.steps>0||r.laps>0)){let{from:u,to:k}=r,y=pe-i-4,w=r.steps||t,[x,S]=ge(u,t,y),[M,_]=ge(k,t,y),[T,P]=ge(u+w/2,t,y),B=w/t>.5?1:0,R=w===t?`M${x},${S} A${y},${y} 0 0 1 ${T},${P} A${y},${y} 0 0 1 ${M},${_}`:`M${x},${S} A${y},${y} 0 ${B} 1 ${M},${_}`,z=l&&w<=30?Array.from({length:w-1},(N,j)=>{let[Q,V]=ge(u+j+1,t,y);return v`<circle class="step" cx=${Q} cy=${V} r="2.2"></circle>`}):[];h=v`<path class="move" d=${R} marker-end="url(#arrow)"></path>${z}`}let m=r?v`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`:"";return v`
    ${m}
    <circle class="track" r=${pe}></circle>
    ${c}${h}${f}
    ${l?"":v`<text x="0" y=${ot(t)===4?-20:4} text-anchor="middle" font-size="11">${`${U(t)} spaces`}</text>`}`}function Nt(t,e,s){let a=s("rules");for(let i of t.rules){let l=document.createElement("div"),n=`rule-${i.key}`;l.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",inputMode:"numeric",spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-range`),o.addEventListener("input",f=>e.rule(i.key,o.value.trim(),f));let c=document.createElement("div");c.className="range",c.id=`${n}-range`,l.append(o,c),a.appendChild(l)}let r=document.createElement("div");r.className="dice";for(let i of t.dice){let l=document.createElement("div"),n=`rule-${i.key}`;l.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",placeholder:i.default,title:i.allowed,spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-now ${n}-range`),o.addEventListener("input",m=>e.rule(i.key,o.value.trim(),m));let c=document.createElement("div");c.className="now",c.id=`${n}-now`;let f=document.createElement("div");f.className="range",f.id=`${n}-range`;let h=t.rules.find(m=>m.key===i.replaces);f.textContent=`${i.allowed}. Empty: set by the ${h.name} above; the puzzle: ${i.default}.`,l.append(o,c,f),r.appendChild(l)}a.appendChild(r)}function Le(t,e,s,a,r,i,l=!1){t("input").value!==e.text&&(t("input").value=e.text);for(let y of s.rules){let w=t(`rule-${y.key}`),x=Re(s,e.rules,y.key);w.disabled=!!x,w.closest("div").classList.toggle("replaced",w.disabled),t(`rule-${y.key}-range`).textContent=x?`set by the ${x.name} below`:`${y.about}. 1 to ${U(y.max)}; the puzzle: ${y.default}`,x?w.value=a?String(a[y.field]):"":w.value.trim()!==e.rules[y.key]&&(w.value=e.rules[y.key])}for(let y of s.dice){let w=t(`rule-${y.key}`);w.value.trim()!==e.rules[y.key]&&(w.value=e.rules[y.key]),w.placeholder=a?a[y.field]:y.default;let x=a?a[y.field]:"",S=w.value.trim()||w.placeholder;t(`rule-${y.key}-now`).textContent=x&&x!==S?`In play: ${x}`:""}let n=le(e.text),o=n??r??[],c=!!n,f=Math.min(e.chosen,Math.max(o.length-1,0)),h=c?l?p`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`:"":p`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`;Y(p`${h}
      ${o.map((y,w)=>p`
        <div class="player" aria-pressed=${String(w===f)}>
          <span class="swatch" style=${`background:${q(w)}`}></span>
          <button type="button" aria-pressed=${String(w===f)} ?disabled=${!c}
            title="Choose this player, then tap a space on the board" @click=${()=>i.choose(w)}>Player ${w+1}: space ${y}</button>
          <button type="button" aria-label=${`Remove player ${w+1}`} ?disabled=${!c||o.length===1}
            @click=${x=>i.remove(w,x)}>${fe.remove}</button>
        </div>`)}`,t("players")),t("add-player").disabled=!c;let m=Number(s.rules.find(y=>y.key==="board").default),u=a?a.board:Number(e.rules.board)||m,k=t("board");k.setAttribute("viewBox","-120 -120 240 240"),Y(v`${qe({b:u,spaces:o,onPick:c?(y,w)=>i.place(y,w):null})}`,k)}var Pt=26,gs=40,zt=44;function $s(t){t.currentTarget.parentElement.setAttribute("aria-expanded","true")}function Lt(t,e=!0,s=!1){if(/ digits\)$/.test(String(t)))return!0;let a=nt(t,e);return a.length>=4&&a.join("").length>(s?zt:Pt)}function $(t,e=!0,s=!1){let a=nt(t,e),r=a.join("");if(a.length<4||r.length<=(s?zt:Pt))return p`<span class="num" style=${`--chars:${r.length}`}>${r}</span>`;let i=r.replace(/\D/g,"").length,l=`${a.slice(0,2).join("")}\u2026${e?",":""}${a[a.length-1]}`,n=` (${i} digits)`,o=!s&&r.length<=gs,c=o?p`<span class="whole-digits">${r}</span>`:"";return p`<span class=${`num long-count${o?" fits-wide":""}`} aria-expanded="false" style=${`--chars:${l.length+n.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${$s}>${l}<span
      class="how-long">${n}</span></button><span class="every-digit">${a.map((f,h)=>h?p`<wbr>${f}`:f)}</span>${c}</span>`}function De(t){let e=t.before.map(s=>s.slice());return t.rows.map(s=>(e=e.slice(),e[s.player-1]=[s.space,s.score],e))}var We=8,ys=12;function jt({a:t,state:e,act:s}){let{rules:a,starts:r}=t.solve,i=r.length,l=De(t.trace),n=Math.min(e.step,l.length),o=n===0?r:l[n-1].map(([M])=>M),c=n>0?t.trace.rows[n-1]:null,f=c?c.player-1:0,h=(n>=2?l[n-2]:t.trace.before)[f][0],m=c?[c.space,c.score]:null,u=c?c.rolled.length<=ys?`${c.rolled.join("+")} = ${U(c.moved)}`:`${U(c.rolled.length)} values adding up to ${U(c.moved)}`:"",k=a.rolls,y=p`
    <p>The players stand on a ring of <strong>${a.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${k===1?"once":p`<strong>${k}</strong> times`},
    move forward by the sum (after space ${a.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`,w=n===0?p`Before the first turn: ${r.slice(0,We).map((M,_)=>p`<span class="who" style=${`--c:${q(_)}`}>player ${_+1}</span> on space ${M}${_<Math.min(i,We)-1?", ":i>We?p`, and ${i-We} more players.`:"."}`)}`:p`Turn ${$(c.turn)} of all players is <span class="who" style=${`--c:${q(f)}`}>player ${f+1}</span>'s
      ${ce(c.round)} turn (round ${c.round}): rolls ${u}, from space ${h} to space ${m[0]}${c.laps>0?` (${I(U(c.laps),"whole lap")} of the board${c.steps?` and ${I(c.steps,"space")}`:""})`:""}, scoring
      ${I(m[0],"point")}, ${$(m[1])} in all.`,x=l.length,S=p`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${n} of all players of the practice game`}>
      ${qe({b:a.board,spaces:o,highlight:m?m[0]:0,move:c?{from:h,to:c.space,steps:c.steps,laps:c.laps}:null})}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${n===0} @click=${M=>s.step(n-1,M)}>${fe.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${n}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${n>=x} @click=${M=>s.step(n+1,M)}>${fe.next}</button>
      <input type="range" id="step" min="0" max=${x} .value=${String(n)} @input=${M=>s.step(Number(M.target.value),M)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${w}</figcaption>`;return{words:y,figure:S}}function ae({w:t,h:e,pad:s,x:a,y:r,xTicks:i,yTicks:l,xLabel:n,yLabel:o}){return v`
    <g class="axis">
      ${l.map(([c,f])=>v`
        <line class="grid" x1=${s.l} x2=${t-s.r} y1=${r(c)} y2=${r(c)}></line>
        <text x=${s.l-6} y=${r(c)+4} text-anchor="end">${f}</text>`)}
      <line class="base" x1=${s.l} x2=${t-s.r} y1=${e-s.b} y2=${e-s.b}></line>
      ${i.map(([c,f])=>v`
        <line class="tick" x1=${a(c)} x2=${a(c)} y1=${e-s.b} y2=${e-s.b+4}></line>
        <text x=${a(c)} y=${e-s.b+17} text-anchor="middle">${f}</text>`)}
      <text class="label" x=${s.l+(t-s.l-s.r)/2} y=${e-6} text-anchor="middle">${n}</text>
      ${o?v`<text class="label" x=${Math.max(4,s.l-40)} y=${s.t-10} text-anchor="start">${o}</text>`:""}
    </g>`}var bs=8,ws=60;function Ht({a:t,width:e}){let{rules:s,starts:a,practice:r}=t.solve,{practice_cycles:i}=t.explain,l=a.length,n=s.practice_target,o=i.cycles.slice(0,bs),c=o.map((h,m)=>{let u=p`<span class="who" style=${`--c:${q(m)}`}>Player ${m+1}</span>`,k=p`The die is back where it was for them every <strong>${$(h.die_period)}</strong> of their
      turns: its ${$(s.practice_die)} values, ${$(h.rolls_apart)} rolls from one of their turns to the
      next, come round after ${$(s.practice_die)} ÷ gcd(${$(s.practice_die)}, ${$(h.rolls_apart)}) turns.`;if(h.turns===null)return p`<li>${u}: no cycle found within the page's limits. ${k}</li>`;let y=String(h.die_period),w=String(h.turns),x=h.span_rest===null?null:p`Their moves repeat with the die, but one span of ${$(h.die_period)} turns leaves them
        ${I(h.span_rest,"space")} on past whole laps of the board; ${$(h.spans)} spans
        (${$(h.turns)} turns) move them ${$(h.spans)} × ${$(h.span_rest)} spaces on, the fewest
        that make whole laps of ${$(s.board)}, so they are back where they started.`,S=w===y?"Their moves repeat with the die, and over those turns they make whole laps of the board.":x??"Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.",M=h.laps!==null?p` Their moves on the board (each sum less whole laps) are ${h.moves.join(", ")}
        spaces, landing on ${h.spaces.join(", ")}: ${h.laps===0?"no move at all past whole laps":h.laps===1?"one whole lap in all":`${h.laps} whole laps in all`}, so back where they started.`:h.moves.length?p` Their first ${h.moves.length} moves on the board: ${h.moves.join(", ")}, … spaces, landing on
          ${h.spaces.join(", ")}, ….`:"";return p`<li class="cycle">${u} is back on space ${a[m]},
      about to make the same moves again, ${h.turns===1?"after each of their turns":p`every <strong>${$(h.turns)}</strong> of their turns`}, having scored
      <strong>${$(h.points)}</strong> ${h.points==="1"?"point":"points"}. ${k} ${S}${M}${h.reached_first?p` <strong>The target comes first:</strong> the game ends before they come round.`:""}</li>`});return{words:p`
    <p>The practice die rolls <code>${s.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${I(s.board,"space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${c}</ul>
    ${l>o.length?p`<p class="help">(The first ${o.length} of ${l} players.)</p>`:""}
    ${o.some(h=>h.turns!==null&&!h.reached_first)?p`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`:p`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${r.winner} reaches ${$(n)} first, on
    their ${ce(i.winner_turns)} turn (turn ${$(r.turns_played)} of all players,
    ${$(r.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${$(r.lowest)} × ${$(r.die_rolls)} = <strong>${$(r.answer)}</strong>.</p>
    ${i.far?p`<p>To a target of ${$(i.far_target)} the same game lasts ${$(i.far.turns_played)}
        turns of all players and its answer is <span class="long">${$(i.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`:p`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${$(i.far_target)}.</p>`}`,figure:p`${xs(t,e)}${vs(t,e)}`}}function xs(t,e){let{rules:s,starts:a}=t.solve,r=De(t.trace),i=r.reduce((T,P)=>P.reduce((B,[,R])=>Math.max(B,Number(R)),T),1),n=BigInt(s.practice_target)<=BigInt(i)?Number(s.practice_target):null,o=i,c=Pe(oe(o,5)),f=Math.max(...c.map(([,T])=>T.length)),[h,m,u]=[e,240,{l:ze(f),r:24,t:24,b:40}],k=Math.max(r.length,1),y=T=>u.l+(h-u.l-u.r)*T/k,w=T=>m-u.b-(m-u.t-u.b)*T/o,x=Pe(oe(k,Math.max(3,Math.floor(h/70)),!0)),S=a.map((T,P)=>{let B=[`${y(0)},${w(0)}`].concat(r.map((R,z)=>`${y(z+1)},${w(Number(R[P][1]))}`)).join(" ");return v`<polyline points=${B} fill="none" stroke=${q(P)} stroke-width="1.5"></polyline>`}),M=t.trace.ended?"":` (the first ${U(r.length)} drawn)`,_=n===null?"":v`<line class="target" x1=${u.l} x2=${h-u.r} y1=${w(n)} y2=${w(n)}></line>
      <text class="target-label" x=${h-u.r} y=${w(n)-4} text-anchor="end">target ${U(s.practice_target)}</text>`;return p`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${h} ${m}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${U(s.practice_target)} points`}>
    ${ae({w:h,h:m,pad:u,x:y,y:w,xTicks:x,yTicks:c,xLabel:`turns of all players${M}`,yLabel:"score"})}
    ${_}
    ${S}
  </svg>
  ${n===null?p`<p class="caption" id="practice-scores-cut">The scores up to turn ${U(r.length)} of
    all players; the target, ${U(s.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${U(String(i))}).</p>`:""}`}function vs(t,e){let{rules:s,starts:a}=t.solve,r=a.length,i=t.trace.rows.slice(0,ws*Math.min(r,4)),l=s.board,[n,o,c]=[e,200,{l:ze(String(l).length),r:24,t:24,b:40}],f=Math.max(i.length,1),h=_=>c.l+(n-c.l-c.r)*(_+.5)/f,m=_=>o-c.b-(o-c.t-c.b)*_/l,u=oe(f,Math.max(3,Math.floor(n/70)),!0).filter(_=>_>=1).map(_=>[_-1,at(_)]),k=oe(l,5,!0).map(_=>[_,String(_)]),y=t.explain.practice_cycles.cycles[0],w=[];if(y.span!==null&&BigInt(y.span)<BigInt(f)){let _=Number(y.span);for(let T=1;T*_<f;T+=2){let P=h(T*_-.5),B=h(Math.min((T+1)*_,f)-.5);w.push(v`<rect class="band" x=${P} y=${c.t} width=${B-P} height=${o-c.t-c.b}></rect>`)}}let x=Math.max(1.5,Math.min(3,(n-c.l-c.r)/f/2.5)),S=i.map((_,T)=>v`<circle cx=${h(T)} cy=${m(_.space)} r=${x} fill=${q(_.player-1)}></circle>`),M=w.length?`Shaded: every other cycle of player 1 (${U(String(y.turns))} of their turns).`:"";return p`<svg class="chart" id="practice-points" viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`Points scored on each of the first ${i.length} turns: the space landed on`}>
    ${w}
    ${ae({w:n,h:o,pad:c,x:h,y:m,xTicks:u,yTicks:k,xLabel:"turns of all players",yLabel:"points scored: the space landed on"})}
    ${S}
  </svg>
  <p class="caption">${M}</p>`}function Rt({a:t}){let e=t.explain.universes,{rules:s,starts:a}=t.solve,r=a.length,i=p`
    <p>Each roll of the Dirac die splits the universe into one per face: ${s.dirac_faces}.
    A turn of ${I(s.rolls,"roll")} splits it into <strong>${$(e.per_turn)}</strong>,
    a round of ${I(r,"player")} into ${e.per_round?p`<strong>${$(e.per_round)}</strong>`:"more than can be written here"}. The longest game
    lasts ${I(e.round_count,"round")}${e.unstopped?p`: had no game ended sooner, that many
    full rounds would make <span class="long">${$(e.unstopped)}</span> universes`:""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${$(e.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${I(s.board,"space")} with a score below
    ${s.dirac_target}: <strong>${$(e.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${e.game_states?p`<strong>${$(e.game_states)}</strong>`:"too many to write"} states; one
    player alone has ${$(e.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${_s(t)}
    ${ks(t)}`,l=[["states of one player: space and score",e.player_states,e.player_states_digits],["states of the whole game",e.game_states,e.game_states_digits],["universes played to the end",e.total,e.total_digits],[`universes after ${I(e.round_count,"round")}, had none ended`,e.unstopped,e.unstopped_digits]].filter(([,c])=>c),n=Math.max(...l.map(([,,c])=>c)),o=p`
    <div class="digits-bars" role="list">
      ${l.map(([c,f,h])=>p`
        <div class="digits-bar" role="listitem">
          <div class="what">${c}</div>
          <div class="bar" style=${`width:${100*h/n}%`}></div>
          <div class="count">${$(f)}${Lt(f)?"":p` <span class="help">(${I(h,"digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${As(t)}`;return{words:i,figure:o}}function ks(t){let e=t.explain.visits,s=t.explain.universes,a=e.player_cells,r=a.map((i,l)=>p`${l?l===a.length-1?" and ":", ":""}${$(i)}`);return p`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${e.joint_visited!==null?p`Here it solves <strong>${$(e.joint_visited)}</strong> states (of the
        ${s.game_states?$(s.game_states):"many"} there are), making ${$(e.joint_moves)} moves.`:p`Here the game has too many states for this page to walk them.`}
    ${a.length?p`Counting each player alone, dirac visits ${r}
      (space, score) cells (${a.length===1?"the player's":"one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).`:""}</p>`}function _s(t){let{rules:e}=t.solve,s=t.explain.turn_moves,a=t.explain.universes.per_turn,r=s.sums,i=o=>o.length<=12?o.join(", "):`${o.slice(0,5).join(", ")}, \u2026, ${o.slice(-2).join(", ")}`,l=r.length>s.folded_count,n=e.rolls===1?p`A turn is one roll: `:p`And a state's count does not fan out ${$(a)} ways a turn. Only the sum of
    the rolls moves the player, not their order: `;return p`<p id="fold-words">${n}${r.length?p`the ${$(a)} roll sequences of a turn have only <strong>${I(r.length,"sum")}</strong>,
        ${i(r.map(o=>o.sum))}, in ${i(r.map(o=>o.ways))} ${r.length===1?"way":"ways"}.`:p`their sums are too many to list here.`}
    On a board of ${I(e.board,"space")} a sum of s moves the player s spaces on, which lands where
    s − ${e.board} would: only the remainder of s divided by ${e.board} matters${r.length?l?p`, so the sums fold onto <strong>${I(s.folded_count,"move")}</strong> on the board`:p`, and here every sum is its own move: <strong>${I(s.folded_count,"move")}</strong>`:p`: a turn has <strong>${I(s.folded_count,"move")}</strong> on the board`}.
    A turn sends each state's count to ${I(s.folded_count,"place")}, each times its
    sequences: the multiplication by ${$(a)} happens in the counts, never one sequence at a time.</p>`}function As(t){let{rules:e}=t.solve,s=t.explain.turn_moves;if(!s.sums.length)return p`<p class="help" id="fold">${I(s.folded_count,"move")} on the board; the sums are too many to draw.</p>`;let a=Math.max(...s.sums.map(i=>Number(i.ways))),r=s.sums.some(i=>i.sequences.length);return p`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${r?"":" bars"}${s.sums.length>20?" many":""}`}>${s.sums.map(i=>p`<div class="fold-col" data-sum=${i.sum}>
      <div class="ways">${$(i.ways)}</div>
      ${r?p`<div class="chips">${i.sequences.map(l=>p`<span class="chip">${l.join("+")}</span>`)}</div>`:p`<div class="fold-bar" style=${`height:${Math.max(2,60*Number(i.ways)/a)}px`}></div>`}
      <div class="sum">${i.sum}</div>
      <div class="to">${r?"\u2192 ":""}${i.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${r?"":", in grey,"} the spaces it moves on a board of ${e.board} (its
    remainder). ${s.folded.length<s.folded_count?"":p`Moves: ${s.folded.map((i,l)=>p`${l?", ":""}${i.distance} in ${$(i.ways)}`)}.`}</figcaption>
  </figure>`}var Ms=1600;function Ss(t){let e=[[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]],s=Math.max(0,Math.min(1,t))*(e.length-1),a=Math.min(Math.floor(s),e.length-2),r=s-a,i=e[a].map((l,n)=>Math.round(l+(e[a+1][n]-l)*r));return`rgb(${i[0]},${i[1]},${i[2]})`}var Bt="#eef0f3",It=t=>Ss(.15+.85*Math.sqrt(t));function it({a:t,act:e,playing:s,kind:a,label:r,min:i=0,value:l,last:n=null}){return n??=t.turn_tables.last_turn,p`<div class="scrubber">
    <button type="button" class="play" aria-label=${s?"Pause":"Play"} @click=${()=>e.play(a)}>${s?fe.pause:fe.play}</button>
    <label for=${a}>${r} <output>${l}</output> of ${n}</label>
    <input type="range" id=${a} min=${i} max=${n} .value=${String(l)} @input=${o=>e[a](Number(o.target.value),o)}>
  </div>`}function Ot({a:t,layers:e,state:s,act:a,width:r,playing:i}){let{rules:l}=t.solve,n=p`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (${t.solve.starts.length===1?"section 5 counts the game's universes from them":"section 5 combines the players' into the game's universes"}).</p>
    <p>A turn splits every cell's count ${$(t.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${l.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${I(t.turn_tables.last_turn,"turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`,o=e.find(m=>m?.error?.kind==="refused");if(o)return{words:n,figure:p`<p class="help" id="layers-refused">${o.error.message}</p>`};let c=t.turn_tables.players,f=c.slice(0,e.length),h=p`
    ${it({a:t,act:a,playing:i==="turn",kind:"turn",label:"Each player's turn",value:s.turn})}
    ${f.length<c.length?p`<p class="help">The grids of the first ${f.length} of ${c.length} players.</p>`:""}
    <div class="layers">${f.map((m,u)=>Ts(m,u,e[u],s,a,r,i==="turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${Bt} 0 8%,${[0,.1,.25,.5,.75,1].map(It).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;return{words:n,figure:h}}function Ts(t,e,s,a,r,i,l){if(!s||s.error)return p`<div class="layer">${s?s.error.message:"no grid"}</div>`;let n=s.ok,o=n.grid.length,c=n.grid[0].length,f=o<=30&&n.space_totals.every(g=>g.length<=7),[h,m,u,k]=[ze(String(o).length),f?64:6,22,40],y=(Math.min(i,640)-h-m)/c,w=y<me&&h+m+c*me<=Ms,x=w?me:y,S=h+m+c*x,M=Math.max(Math.min(24,Math.max(x,18)),Math.min(18,480/o),4),_=u+o*M+k,T=a.cell&&a.cell.player===e?a.cell:null,P=(g,C,D)=>{let re=Ie(g.key,[C,D],[1,0],[o,c-1]);re&&(g.preventDefault(),r.cell({player:e,space:re[0],score:re[1]}))},B=g=>{let C=g.target.dataset;return C&&C.space?[Number(C.space),Number(C.score)]:null},R=g=>{let C=B(g);!C||T&&T.space===C[0]&&T.score===C[1]||r.cell({player:e,space:C[0],score:C[1]})},z=g=>{let C=B(g);C&&P(g,...C)},[N,j]=[Math.max(x-.5,.5),M-.5],Q="";for(let g=1;g<=o;g++){let C=u+(g-1)*M;for(let D=0;D<c;D++){let re=n.grid[g-1][D],E=T?T.space===g&&T.score===D:g===1&&D===0;Q+=`<rect class="cell" id="cell-${e}-${g}-${D}" x="${h+D*x}" y="${C}" width="${N}" height="${j}" fill="${re==="0"?Bt:It(n.shade[g-1][D])}" tabindex="${E?0:-1}" role="button" aria-label="space ${g}, score ${D}: ${re}" data-space="${g}" data-score="${D}"></rect>`}}let V=[],se=[];for(let g=1;g<=o;g++)(o<=30||g%10===0||g===1)&&V.push(v`<text x=${h-4} y=${u+(g-.5)*M+4} text-anchor="end">${g}</text>`),f&&se.push(v`<text class="total" x=${S-2} y=${u+(g-.5)*M+4} text-anchor="end">${U(n.space_totals[g-1])}</text>`);let X=Math.max(1,Math.ceil(c/Math.max(2,Math.floor((S-h-m)/28)))),W=[];for(let g=0;g<c;g+=X)W.push(g);W[W.length-1]!==c-1&&(c-1-W[W.length-1]<X/2+.5&&W.length>1&&W.pop(),W.push(c-1));let ee=W.map(g=>v`<text x=${h+(g+.5)*x} y=${u+o*M+14} text-anchor="middle">${g}</text>`),J=T?v`<rect class="chosen" x=${h+T.score*x+1} y=${u+(T.space-1)*M+1} width=${Math.max(x-2.5,1)} height=${M-2.5}></rect>`:"",O=(g,C,D="")=>v`<svg class=${C?"grid wide":"grid"} viewBox=${g}
      width=${C??F} height=${C?_:F}
      role="group" @click=${R} @focusin=${R} @keydown=${z}
      aria-label=${`Player ${e+1}'s sequences by space (rows) and score (columns) after ${n.turn} of their turns`}>
      <text class="label" x=${h} y=${u-8}>score →</text>
      <g .innerHTML=${Q}></g>${J}${ee}${D}
    </svg>`,$e=T?p`Space ${T.space}, score ${T.score}: <strong>${$(n.grid[T.space-1][T.score])}</strong> sequences.
      Space ${T.space} over every score: ${$(n.space_totals[T.space-1])};
      score ${T.score} over every space: ${$(n.score_totals[T.score])}.`:p`Tap a cell to read its count here.`;return p`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${q(e)}`}></span>
      <strong>Player ${e+1}</strong> (start ${t.start}), ${n.turn===0?"before their first turn":p`after their ${ce(n.turn)} turn`}:
      <strong>${$(n.playing)}</strong> ${n.playing==="1"?"sequence":"sequences"} still playing; largest cell ${$(n.largest)}; reached the target
      ${n.turn===0?"none yet":p`on this turn ${$(n.reached_on_turn)}, so far ${$(n.reached)}`}.</p>
    ${w?p`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${h} ${_}`} width=${h} height=${_} aria-hidden="true">${V}</svg>
      <div class="scroll grid-scroll">${O(`${h} 0 ${S-h-m} ${_}`,S-h-m)}</div>
      ${f?v`<svg class="grid grid-totals" viewBox=${`${S-m} 0 ${m} ${_}`} width=${m} height=${_}
        aria-hidden="true"><text class="label" x=${S-2} y=${u-8} text-anchor="end">row total</text>${se}</svg>`:""}
      </div>
      <p class="caption">Rows: spaces 1 to ${o}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`:p`<div class="grid-box">${O(`0 0 ${S} ${_}`,null,v`
        ${f?v`<text class="label" x=${S-2} y=${u-8} text-anchor="end">row total</text>`:""}
        ${V}${se}
        <text class="label" x=${h} y=${_-6}>rows: spaces 1 to ${o}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${e}`} aria-live=${l?"off":"polite"}>${$e}</p>
  </div>`}function lt(t,e){let s=t.turn_tables.rounds,a=t.turn_tables.first_win_round;return Math.min(e.round>0?e.round:a,Math.max(s.length,1))}function Dt({a:t,state:e,act:s,width:a,playing:r}){let i=lt(t,e),l=t.explain.round_terms[i-1],n=f=>p`<div class="product">
    <p><span class="who" style=${`--c:${q(f.player-1)}`}>Player ${f.player}</span> wins in round ${i} in</p>
    <div class="equation">${f.factors.map((h,m)=>p`<span class="factor">
      <span class="count">${m?p`<span class="times">× </span>`:""}${$(h.count)}</span>
      <span class="why">${h.of==="reached"?p`player ${h.player} reaches the target on their ${ce(h.turn)} turn`:p`player ${h.player} still playing after ${h.turn===0?"no turn":p`their ${ce(h.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${$(f.product)}</strong><span class="why">universes: the product</span></span></div></div>`,o=p`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${i}:</p>
    ${l?l.terms.map(n):p`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${$(t.solve.dirac.answer)}</strong>.</p>`,c=p`
    ${it({a:t,act:s,playing:r==="round",kind:"round",label:"Round",min:1,value:i,last:Math.max(t.turn_tables.rounds.length,1)})}
    ${qt(t,i,a,s,"probability")}
    ${qt(t,i,a,s,"universes")}
    ${Cs(t,i,r==="round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${I(t.solve.starts.length,"turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;return{words:o,figure:c}}function qt(t,e,s,a,r){let i=t.chart.bars,l=t.chart.per_player,[n,o,c]=[s,170,{l:48,r:24,t:10,b:40}],f=z=>r==="probability"?z.win_height:z.universes_height,h=r==="probability"?1:Math.max(...i.map(z=>f(z).reduce((N,j)=>N+j,0)),1e-9),m=Math.max(i.length,1),u=(n-c.l-c.r)/m,k=z=>c.l+(z-.5)*u,y=z=>o-c.b-(o-c.t-c.b)*z/h,w=u>=7*String(m).length+6,x=Array.from({length:m},(z,N)=>N+1),S=(w?x:oe(m,Math.max(3,Math.floor(n/50)),!0).filter(z=>z>=1)).map(z=>[z,String(z)]),M=oe(h*100,4).map(z=>[z/100,`${z}%`]),_=i.map(z=>{let N=0;return f(z).map((j,Q)=>{let V=v`<rect class="round-bar" x=${c.l+(z.round-1)*u+u*.12} y=${y(N+j)} width=${u*.76}
        height=${Math.max(0,y(N)-y(N+j))} fill=${l?q(Q):"#56b4e9"}></rect>`;return N+=j,V})}),T=i.map(z=>v`<rect class="hit" x=${c.l+(z.round-1)*u} y=${c.t} width=${u} height=${o-c.t-c.b}
    @click=${N=>a.round(z.round,N)}><title>${`round ${z.round}`}</title></rect>`),P=r==="probability"?v`<polyline class="undecided" points=${i.map(z=>`${k(z.round)},${y(z.undecided_height)}`).join(" ")}></polyline>`:"",B=v`<rect class="chosen-round" x=${c.l+(e-1)*u} y=${c.t} width=${u} height=${o-c.t-c.b}></rect>`,R=r==="probability"?"Probability of winning in the round (line: that nobody has won yet)":"Universes won in the round, as a share of all";return p`<p class="chart-title">${R}</p><svg class="chart rounds" id=${`rounds-${r}`} viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`${R}, by round; read the chosen round below the charts`}>
    ${B}
    ${ae({w:n,h:o,pad:c,x:k,y,xTicks:S,yTicks:M,xLabel:"round"})}
    ${_}${P}${T}
  </svg>`}function Cs(t,e,s){let a=t.chart.bars[e-1];if(!a)return"";let r=i=>t.chart.per_player?`Player ${i+1}`:"A player";return p`<div class="readout" id="round-readout" aria-live=${s?"off":"polite"}>
    <strong>Round ${e}</strong>:
    ${a.win_percent.map((i,l)=>p`${r(l)} wins with probability ${i}, ${a.universes_percent[l]} of all universes won; `)}
    nobody has won after it with probability ${a.undecided_percent}.</div>`}var Es=[100,1e3,1e4,1e5],Wt=8;function Ns(t){let e=t.trim(),s=Number(e);return/^\d+$/.test(e)&&Number.isSafeInteger(s)?s:e}function Ut(t,e,s,a,r){let i=s.simGames??1e3,l=s.simSeed??1,n=p`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${N=>a.simulate(Number(N.target.value),l,N)}>
      ${Es.map(N=>p`<option value=${N} ?selected=${N===i}>${$(N)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(l)}
      @change=${N=>a.simulate(i,Ns(N.target.value),N)}></span>
    ${typeof l=="number"&&l<Number.MAX_SAFE_INTEGER?p`<button type="button" id="sim-again" @click=${N=>a.simulate(i,l+1,N)}>Roll again (seed ${l+1})</button>`:""}
  </div>`,o=p`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${t.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`,c=N=>p`${o}${n}${N}`;if(!e||e.key!==`${i}|${l}`)return c(p`<p class="help" id="sim-readout">Rolling ${$(i)} games…</p>`);if(e.answer.error)return c(p`<p class="help" id="sim-readout">${e.answer.error.message}</p>`);let f=e.answer.ok,[h,m]=[f.win_probability,f.share],u=Math.min(f.games_won.length,Wt),[k,y,w]=[r,220,{l:48,r:24,t:24,b:40}],x=Math.max(f.games,10),S=N=>w.l+(k-w.l-w.r)*Math.log10(N)/Math.log10(x),M=N=>y-w.b-(y-w.t-w.b)*N,_=[];for(let N=1;N<=x;N*=10)_.push(N);let T=Pe(_),P=[0,.25,.5,.75,1].map(N=>[N,`${N*100}%`]),B=Array.from({length:u},(N,j)=>{let Q=q(j),V=f.running.map(W=>`${S(W.games)},${M(W.frequency_height[j])}`).join(" "),[se,X]=[f.win_height[j],f.share_height[j]];return v`<line class="exact" x1=${w.l} x2=${k-w.r} y1=${M(se)} y2=${M(se)} stroke=${Q}></line>
      <line class="share" x1=${w.l} x2=${k-w.r} y1=${M(X)} y2=${M(X)} stroke=${Q}></line>
      <polyline class="running" points=${V} stroke=${Q}></polyline>`}),R=p`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${k} ${y}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${ae({w:k,h:y,pad:w,x:S,y:M,xTicks:T,yTicks:P,xLabel:"games played (logarithmic scale)",yLabel:"games won"})}
    ${B}
  </svg>`,z=p`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${$(f.games)}</strong> games (seed ${f.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${f.games_won.slice(0,Wt).map((N,j)=>p`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${q(j)}`}></span> ${j+1}</td>
      <td data-label="share of games">${f.frequency[j].percent}</td><td data-label="probability">${h[j].percent}</td>
      <td data-label="share of universes">${m[j].percent}</td><td data-label="games won">${$(N)}</td></tr>`)}</tbody></table></div>
  </div>`;return c(p`${R}${z}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`)}function Ft({a:t,sim:e,state:s,act:a,width:r}){let{dirac:i}=t.solve,l=t.stats.win_probability,n=p`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${$(t.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`,o=p`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${i.wins.map((c,f)=>p`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${q(f)}`}></span> ${f+1}</td>
      <td data-label="probability of winning">${l[f].percent}</td><td data-label="share of universes">${i.share[f].percent}</td>
      <td data-label="universes won" class="long">${$(c)}</td><td data-label="start">${t.solve.starts[f]}</td></tr>`)}</tbody></table></div>`;return{words:n,figure:p`${o}${Ps(t,s,a,r)}${Ut(t,e,s,a,r)}`}}function Ps(t,e,s,a){let r=t.stats.length,i=P=>P.height,l=r.filter(P=>P.charted),[n,o,c]=[a,200,{l:48,r:24,t:26,b:40}],f=Math.max(...l.map(i),1e-9),h=oe(f*100,4).map(P=>[P/100,`${P}%`]),m=Math.max(f,h[h.length-1][0]),u=(n-c.l-c.r)/Math.max(l.length,1),k=P=>c.l+(P+.5)*u,y=P=>o-c.b-(o-c.t-c.b)*P/m,w=Math.max(1,Math.ceil(l.length/Math.max(2,Math.floor(n/36)))),x=l.map((P,B)=>[B,String(P.turns)]).filter((P,B)=>B%w===0),S=l.findIndex(P=>P.turns===e.length),M=S>=0?l[S]:l.find(P=>P.turns===t.stats.most_likely_turns)??l[0],_=l.map((P,B)=>v`<rect class=${P===M?"bar picked":"bar"} x=${c.l+B*u+u*.12} y=${y(i(P))}
    width=${u*.76} height=${Math.max(0,y(0)-y(i(P)))} @click=${R=>s.length(P.turns,R)}><title>${`${P.turns} turns: ${P.probability.percent}`}</title></rect>`),T=r.length-l.length;return p`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${I(t.solve.starts.length,"turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${n} ${o}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${ae({w:n,h:o,pad:c,x:k,y,xTicks:x,yTicks:h,xLabel:"length of the game, in turns of all players",yLabel:"probability"})}
      ${_}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(l.length-1,0)} .value=${String(Math.max(l.indexOf(M),0))}
        @input=${P=>s.length(l[Number(P.target.value)].turns,P)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${M?p`A game of <strong>${M.turns}</strong> turns of all players:
      probability <strong>${M.probability.percent}</strong>${M.turns===t.stats.most_likely_turns?" (the most likely length)":""}.`:""}
      On average the game lasts ${t.stats.expected_turns.short} turns of all players (${t.stats.expected_rolls.short} rolls).
      ${T?`${T} lengths of probability under 0.05% each are not drawn.`:""} Tap a bar, or move the slider, to read it.</p>`}var zs=12;function Qt({a:t,sweep:e,state:s,act:a,width:r,history:i}){let l=p`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;if(!e)return{words:l,figure:p`<p class="help" id="sweep-waiting">Computing the sweep…</p>`};if(e.error)return{words:l,figure:p`<p class="help" id="sweep-problem">${e.error.message}</p>`};let n=e.ok,o=n.rules.board,c=E=>E.every(H=>H>=1&&H<=o),[f,h]=t.solve.starts.length===2&&c(t.solve.starts)?t.solve.starts:[0,0],m=s.pair&&c(s.pair)?s.pair:f?[f,h]:[1,1],u=28,k=r>=600?Math.max(Math.min(r-250,480),Math.min(r,u+me*o)):r,y=Math.floor((k-u)/o),w=y<me,x=w?me:Math.min(48,y),S=u+x*o,M=o<=zs&&x>=24,_=(E,H)=>n.cells[(E-1)*o+(H-1)],T=(E,H,Z)=>{if(E.key==="Enter"||E.key===" "){E.preventDefault(),a.playPair([H,Z],E);return}let d=Ie(E.key,[H,Z],[1,1],[o,o]);d&&(E.preventDefault(),a.pair(d,!0))},P=n.cells.map(E=>{let[H,Z]=E.starts,[d,b]=[u+(Z-1)*x,u+(H-1)*x],A=m[0]===H&&m[1]===Z;return v`<rect class="cell" id=${`pair-${H}-${Z}`} data-starts=${`${H},${Z}`} x=${d} y=${b} width=${x} height=${x} fill=${E.colour}
        tabindex=${A?0:-1} role="button" aria-label=${`player 1 on ${H}, player 2 on ${Z}: player 1 wins with probability ${E.win_probability[0].percent}`}
        @click=${()=>a.pair([H,Z],!0)} @focus=${()=>A||a.pair([H,Z])} @keydown=${L=>T(L,H,Z)}></rect>`}),B=x>=34?12:11,R=M?n.cells.map(E=>{let[H,Z]=E.starts,[d,b]=[u+(Z-1)*x,u+(H-1)*x];return v`<text class="label" data-starts=${`${H},${Z}`} x=${d+x/2} y=${b+x/2+4} text-anchor="middle" style=${`font-size:${B}px`}>${E.label}</text>`}):[],[z,N]=M?[x/2+4+B/4+.5,x-3.5]:[0,x],j=Math.max(1.5,Math.min(2.5,(N-z)/2)),Q=n.summary.best_by_column.map((E,H)=>v`<circle class="best" data-starts=${`${E},${H+1}`}
      cx=${u+(H+.5)*x} cy=${u+(E-1)*x+(z+N)/2} r=${j}></circle>`),V=[],se=Math.max(1,Math.floor((S-u)/22)),X=o<=se?1:[2,5,10,20,50,100,200,500].find(E=>Math.ceil(o/E)+1<=se)??Math.ceil(o/se),W=[1];for(let E=X;E<o;E+=X)E-1>=X/2+.5&&o-E>=X/2&&W.push(E);o>1&&W.push(o);for(let E of W){let H=String(E).length*3.7;V.push(v`<text x=${Math.min(u+(E-.5)*x,S-H-1)} y=${u-8} text-anchor="middle">${E}</text>`),V.push(v`<text x=${u-6} y=${Math.min(u+(E-.5)*x+4,S-4)} text-anchor="end">${E}</text>`)}let ee=(E,H)=>v`<rect class=${H} x=${u+(E[1]-1)*x+1.5} y=${u+(E[0]-1)*x+1.5} width=${x-3} height=${x-3}></rect>`,J=_(m[0],m[1]),O=f===m[0]&&h===m[1],$e=J?p`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${m[0]}, player 2 on ${m[1]}</strong>${O?" (the starts above)":""}</p>
      <p>Player 1 wins with probability <strong>${J.win_probability[0].percent}</strong>
        (<span class="long">${$(J.win_probability[0].numerator)} / ${$(J.win_probability[0].denominator)}</span>);
        player 2 with <strong>${J.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${$(J.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${$(J.dirac_answer)}</strong></p>
      <p>Universes won: ${$(J.wins[0])} and ${$(J.wins[1])}.</p>
      ${(()=>{let E=n.summary.best_by_column[m[1]-1],H=_(E,m[1]);return H?p`<p id="sweep-column">Against player 2 on ${m[1]} (this column), player 1 does best
          starting on <strong>${E}</strong>: ${H.win_probability[0].percent}.</p>`:""})()}
      ${O?"":p`<button type="button" @click=${E=>a.playPair(m,E)}>Play these starts${t.solve.starts.length===2?"":" (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it${i?", and the browser's Back button to the game before":""}.</p>`}
    </div>`:"",g=n.summary,C=t.solve.starts.length,D=C===2?"":p`<p class="help" id="sweep-not-here">The game above has
    ${C===1?"one player":`${C} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`,re=p`${D}${w?p`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${o}.</p>`:""}<div class="sweep-wrap">
    <div class=${w?"sweep-box scroll":"sweep-box"}>
    <svg class=${w?"sweep wide":"sweep"} id="sweep" viewBox=${`0 0 ${S} ${S}`} width=${S} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${P}
      ${f?ee([f,h],"playing"):""}
      ${ee(m,"focus")}
      ${R}
      ${Q}
      ${V}
    </svg>
    </div>
    ${$e}
  </div>
  <div class="key"><span>${n.scale.low}%</span><span class="ramp" style=${`background:linear-gradient(to right,${n.key.join(",")})`}></span><span>${n.scale.high}%</span></div>
  <p class="caption">Rows: player 1's start; columns: player 2's. A dot marks player 1's best
  start against each start of player 2 (the most likely to win in its column). Player 1 is more likely than
  not to win in ${g.first_mover_favoured} of ${g.games} pairs; best for player 1: starts
  ${g.best[0].starts.join(" and ")} (${g.best[0].probability.percent}), worst: starts
  ${g.worst[0].starts.join(" and ")} (${g.worst[0].probability.percent}); best for
  player 2: starts ${g.best[1].starts.join(" and ")} (${g.best[1].probability.percent}).</p>`;return{words:l,figure:re}}var ct=[];function Kt(t,e){ct=t.map(s=>[s,e.find(a=>a.key===s)?.name??s])}function Yt({scan:t,state:e,act:s,width:a}){let r=e.scanRule??"dirac-target",i=ct.find(([g])=>g===r)?.[1]??r,l=p`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${g=>s.scanRule(g.target.value)}>
      ${ct.map(([g,C])=>p`<option value=${g} ?selected=${g===r}>${C}</option>`)}
    </select>, the other rules and the players as above.</p>`,n=p`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${l}`;if(!t||t.rule!==r)return{words:n,figure:p`<p class="help">Computing…</p>`};if(t.answer.error)return{words:n,figure:p`<p class="help" id="scan-problem">${t.answer.error.message}</p>`};let o=t.answer.ok,c=o.scan_chart.drawn_values,f=o.scan_chart.players_drawn,[h,m,u]=[a,260,{l:48,r:16,t:24,b:40}],k=c.map(g=>g.x),[y,w]=[Math.min(...k),Math.max(...k)],x=Math.max(w-y,1),S=g=>u.l+(g-y+.5)/(x+1)*(h-u.l-u.r),M=g=>m-u.b-(m-u.t-u.b)*g,_=(h-u.l-u.r)/(x+1),T=Math.max(1,Math.ceil(c.length/Math.max(2,Math.floor((h-u.l-u.r)/32)))),P=c.filter((g,C)=>C%T===0).map(g=>[g.x,g.label]),B=[0,.25,.5,.75,1].map(g=>[g,`${g*100}%`]),R=o.scan_chart.current,z=Math.min(e.scanAt??R??0,c.length-1),N=[...c].sort((g,C)=>g.x-C.x),j=(g,C)=>N.map(D=>`${S(D.x)},${M(D[C][g])}`).join(" "),Q=[];for(let g=0;g<f;g+=1)Q.push(v`<polyline class="scan-win" points=${j(g,"win_height")} stroke=${q(g)}></polyline>`),Q.push(v`<polyline class="scan-share" points=${j(g,"share_height")} stroke=${q(g)}></polyline>`);let V=(g,C)=>{let D={ArrowLeft:C-1,ArrowRight:C+1,Home:0,End:c.length-1}[g.key];g.key==="Enter"||g.key===" "?(g.preventDefault(),s.scanPlay(r,c[C].label,g)):D!==void 0&&(g.preventDefault(),s.scanAt(Math.max(0,Math.min(c.length-1,D)),!0))},se=c.map((g,C)=>{let re=o.by_value[C].win_probability.map((E,H)=>`player ${H+1} ${E.percent}`).join(", ");return v`<rect class=${C===z?"scan-column at":"scan-column"} id=${`scan-${C}`} x=${S(g.x)-_/2} y=${u.t}
      width=${_} height=${m-u.t-u.b} tabindex=${C===z?0:-1} role="button"
      aria-label=${`${i} ${g.label}: ${re}`}
      @click=${()=>s.scanAt(C)} @keydown=${E=>V(E,C)}></rect>`}),X=R==null?"":v`<rect class="scan-current" x=${S(c[R].x)-_/2} y=${u.t} width=${_} height=${m-u.t-u.b}></rect>`,W=v`<line class="scan-at" x1=${S(c[z].x)} x2=${S(c[z].x)} y1=${u.t} y2=${m-u.b}></line>`,ee=o.by_value[z],J=p`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${i} ${ee.value}</strong>${z===R?" (the game above)":""}</p>
    ${ee.win_probability.slice(0,f).map((g,C)=>p`<p><span class="swatch" style=${`background:${q(C)}`}></span>
      Player ${C+1} wins with probability <strong>${g.percent}</strong> and in <strong>${ee.dirac.share[C].percent}</strong> of the universes.</p>`)}
    ${ee.contrast?p`<p class="contrast">${ee.contrast}</p>`:""}
    ${z===R?"":p`<button type="button" id="scan-play" @click=${g=>s.scanPlay(r,ee.value,g)}>Play ${i} ${ee.value}</button>`}
  </div>`,O=o.by_value.filter(g=>g.contrast).map(g=>g.value),$e=p`
    <svg class="chart" id="scan" viewBox=${`0 0 ${h} ${m}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${i} changes; tap a value to read it`}>
      ${X}
      ${ae({w:h,h:m,pad:u,x:S,y:M,xTicks:P,yTicks:B,xLabel:i,yLabel:"probability and share"})}
      ${Q}
      ${W}
      ${se}
    </svg>
    <p class="scan-key">${Array.from({length:f},(g,C)=>p`<span class="nowrap"><span class="swatch" style=${`background:${q(C)}`}></span> player ${C+1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${J}
    <p class="caption" id="scan-caption">${O.length?`The player ahead in universes is not the likelier winner at ${O.length===1?"the value":"the values"} ${O.join(", ")}.`:"Here the player ahead in universes is always the likelier winner."}</p>`;return{words:n,figure:$e}}function Vt(t){return t?`Player ${t.player} rolls ${t.rolled.join("+")} and moves to space ${t.space} for a total score of ${t.score}.`:"(the game has ended)"}function Ls(t){switch(t.kind){case"turn":return p`<p>Where the games part, turn ${$(t.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${Vt(t.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${Vt(t.mistaken_row)}</td></tr>
        </tbody></table>`;case"round":return p`<p>Where the counts part, round ${$(t.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${t.right_wins.map(e=>p`<td class="num">${$(e)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${t.mistaken_wins.map(e=>p`<td class="num">${$(e)}</td>`)}</tr>
        </tbody></table>`;case"counted":return p`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;case"beyond":return p`<p>The games' first ${$(t.turns)} turns are the same: they part later.</p>`;default:return p`<p>The game is played right: only its outcome is read wrongly.</p>`}}function Gt(t){let e=t.charAt(0).toUpperCase()+t.slice(1),s=e.split("`"),a=/[.!?]$/.test(e)?"":".";return p`${s.map((r,i)=>i%2?p`<code>${r}</code>`:r)}${a}`}var Xt=p`<p class="problem">Type the number the site turned down, then check it.</p>`;function Jt(t){if(t.error)return p`<p class="problem">${Gt(t.error.message)}</p>`;let e=t.ok.not_searched;return p`${js(t.ok)}${e?p`<p class="help">Not searched: ${Gt(e)}</p>`:""}`}function js(t){let e=s=>s.length===1?`part ${s[0]}`:"parts 1 and 2";return t.verdict==="right"?p`<p><strong>Right:</strong> it is ${e(t.right_parts)}'s answer.</p>`:t.verdict==="mistake"?p`<p><strong>Not right</strong>, and ${t.mistakes.length===1?"a known mistake gives":`${t.mistakes.length} known mistakes give`} exactly this number:</p>
      ${t.mistakes.map(s=>p`<div class="mistake" data-id=${s.id}>
        <p><code>${s.id}</code> (part ${s.part}): ${s.mistake}.</p>
        <p>See it: ${s.see}. The fix: ${s.fix}.</p>
        ${Ls(s.parting)}
      </div>`)}`:p`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${t.hints.map(s=>p`<p>Against part ${s.part}: too ${s.too_high?"high":"low"}; the right answer has ${s.digits} digits.</p>`)}`}var Zt=900,Ue={turn:jt,practice:Ht,universes:Rt,layers:Ot,rounds:Dt,chances:Ft,sweep:Qt,scan:Yt};function es({root:t,host:e,engine:s,store:a}){let r=d=>t.getElementById(d),i=!1,l=null,n=null,o={a:null,layers:[],sweep:null,sweepKey:null,scan:null,scanKey:null,sim:null,simKey:null,lastStarts:null},c=null,f=0,h=0,m={rule(d,b,A){n={...n,rules:{...n.rules,[d]:b}},j(!0,A)},choose(d){n={...n,chosen:d},Le(r,n,l,o.a?.solve.rules??null,o.lastStarts,m,o.problem?.kind==="input")},place(d,b){n=rt(n,d),j(!0,b)},fix(d,b,A){n=rt({...n,chosen:d},b),j(!0,A)},remove(d,b){n=St(n,d),j(!0,b)},step(d,b){n={...n,step:Math.max(0,d)},T(!1),O(["turn"],b)},turn(d,b){b&&b.type!=="tick"&&_(),n={...n,turn:Math.max(0,d)},T(!1),se(b)},round(d,b){b&&b.type!=="tick"&&_(),n={...n,round:Math.max(1,d)},T(!1),O(["rounds"],b)},play(d){let b=c?.kind;if(_(),b===d)return;let A=d==="turn"?o.a.turn_tables.last_turn:Math.max(o.a.turn_tables.rounds.length,1),L=()=>d==="turn"?n.turn:lt(o.a,n);L()>=A&&m[d](d==="turn"?0:1,{type:"tick"}),c={kind:d,interval:setInterval(()=>{if(L()>=A)return _();m[d](L()+1,{type:"tick",timeStamp:performance.now()})},Zt)},e.dataset.playMs=String(Zt),O([d==="turn"?"layers":"rounds"])},simulate(d,b){n={...n,simGames:d,simSeed:b},O(["chances"]),y()},reset(d){n={...st(l),scanRule:n.scanRule,hidden:n.hidden},r("input").value=n.text,j(!0,d)},cell(d){n={...n,cell:d},O(["layers"]),r(`layer-readout-${d.player}`)?.scrollIntoView({block:"nearest"})},length(d,b){n={...n,length:d},O(["chances"],b)},pair(d,b){n={...n,pair:d},O(["sweep"]),b&&r(`pair-${d[0]}-${d[1]}`)?.focus()},playPair(d,b){n={...n,text:ie(d),pair:d},j(!0,b)},scanRule(d){n={...n,scanRule:d,scanAt:null},O(["scan"]),k()},scanAt(d,b){n={...n,scanAt:d},O(["scan"]),b&&r(`scan-${d}`)?.focus()},scanPlay(d,b,A){let L={...n.rules,[d]:String(b)};d==="dirac-faces"&&(L["dirac-die"]=""),n={...n,rules:L,scanAt:null},j(!0,A)}},u=()=>`${n.text}|${ue(n.rules,l)}`;async function k(){if(!o.a)return;let d=n.scanRule??"dirac-target",b=`${u()}|${d}`;if(b===o.scanKey)return;let A=await s.call("scan",n.text,ue(n.rules,l),d);if(A!==null){if(o.scan={rule:d,answer:A},o.scanKey=b,A.ok){let L=A.ok.scan_chart.current;n.scanAt!==null&&n.scanAt!==void 0&&n.scanAt>=A.ok.by_value.length&&(n={...n,scanAt:L})}O(["scan"]),e.dataset.scanned=b}}async function y(){if(!o.a)return;let d=n.simGames??1e3,b=n.simSeed??1,A=`${u()}|${d}|${b}`;if(A===o.simKey)return;let L=await s.call("simulate",n.text,ue(n.rules,l),String(b),String(d));L!==null&&(o.sim={key:`${d}|${b}`,answer:L},o.simKey=A,O(["chances"]),e.dataset.simulated=A)}function w(){r("hide-answers").checked=n.hidden,r("answer-boxes").hidden=n.hidden,r("answers-hidden").hidden=!n.hidden}let x=null;async function S(){let d=r("mine").value.trim();if(!d){Y(Xt,r("verdict")),e.dataset.checked="",x=null;return}let b=u(),A=await s.call("check",n.text,ue(n.rules,l),d);A!==null&&(Y(Jt(A),r("verdict")),e.dataset.checked=d,x=b)}function M(){x!==null&&x!==u()&&S()}function _(){if(!c)return;clearInterval(c.interval);let d=c.kind;c=null,O([d==="turn"?"layers":"rounds"])}function T(d){let b=At(n,l);b!==a.read()&&a.write(b,d)}let P=150,B=null;function R(d){e.dataset.busy=String(d),clearTimeout(B),d?B=setTimeout(()=>r("status").textContent="Computing\u2026",P):r("status").textContent&&(r("status").textContent="")}function z(){if(!o.a)for(let d of Object.keys(Ue))Y(p`<p class="help">Computing…</p>`,r(`${d}-words`))}let N=!1;async function j(d,b){let A=++f;N=!0,h++,s.cancel(),_(),T(d),R(!0),z();let L=ue(n.rules,l),K=L!==o.sweepKey,ne=[n.text,L,n.turn,K];if(i||await s.load(),A!==f)return;let te=o.problem?null:s.firstNow("quick_answers",n.text,L),de=performance.now();if(te?.ok&&($e(te.ok),await g(),A!==f))return;e.dataset.waitedMs=(performance.now()-de).toFixed(2);let G=performance.now(),ye=s.now("quick_view",...ne)??await s.call("view",...ne);ye===null||A!==f||(e.dataset.engineMs=(performance.now()-G).toFixed(2),N=!1,V(ye,L),T(!1),ee(b))}function Q(d,b){o.sweep=d,o.sweepKey=b}function V(d,b){if(d.sweep&&Q(d.sweep,b),d.error||d.analysis.error){o.problem=d.error??d.analysis.error,o.answers=d.answers??null;return}o.problem=null,o.a=d.analysis.ok,o.layers=d.layers??[],o.lastStarts=o.a.solve.starts;let{board:A}=o.a.solve.rules,{cell:L,pair:K}=n,ne=L&&o.layers[L.player]?.ok?.grid?.[L.space-1]?.[L.score]!==void 0,te=K&&K[0]<=A&&K[1]<=A;n={...n,turn:d.turn,cell:ne?L:null,pair:te?K:null}}async function se(d){if(N)return j(!1,d);let b=++f;if(s.cancel(),!o.a)return;R(!0);let A=[n.text,ue(n.rules,l),n.turn];i||await s.load();let L=s.now("quick_layers",...A)??await s.call("layers",...A);L===null||b!==f||(o.layers=L.ok??[],O(["layers","rounds"],d),k(),y())}let X=0;function W(){return Math.max(280,Math.min(720,X>0?X:640))}function ee(d){J(),O(Object.keys(Ue),d),M(),o.problem||(k(),y())}function J(){let d=o.problem,b=r("problem");b.hidden=!d;let A=d?.wrapped_space&&d.line&&le(n.text)?p` <button type="button" id="fix-start" @click=${ne=>m.fix(d.line-1,d.wrapped_space,ne)}>Put player
          ${d.line} on space ${d.wrapped_space}</button> <span class="help">(where space
          ${le(n.text)[d.line-1]} comes to, counted round this board)</span>`:"";Y(d?p`<span class="message">${d.message}</span>${A}`:"",b),d&&(b.dataset.kind=d.kind),e.dataset.stale=String(!!d);let L=d?.kind==="input";Le(r,n,l,d?null:o.a?.solve.rules??null,o.lastStarts,m,L);let K=d?.kind==="refused";K&&(b.hidden=!0),re(d?null:o.a,K?{problem:d,answers:o.answers}:null),r("reset").disabled=_t(n,l)}function O(d,b){let A=performance.now(),L=t.activeElement?.id?.startsWith("cell-")??!1;if(o.a){let ne=W(),te=o.simKey?.startsWith(`${u()}|`)?o.sim:null,de={a:o.a,layers:o.layers,sweep:o.sweep,scan:o.scan,sim:te,state:n,act:m,width:ne,playing:c?.kind??null,history:a.history},G=o.a.solve,ye=o.problem?p`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${G.starts.join(", ")}, a board of ${G.rules.board} spaces), not the one above, until it is fixed.</p>`:"";for(let Fe of d){let{words:os,figure:is}=Ue[Fe](de);Y(p`${ye}${os}`,r(`${Fe}-words`)),Y(is,r(`${Fe}-fig`))}}else{let ne=o.problem?.kind==="refused"?"Not drawn here: this game's analysis passes the page's limits (see beside part 2 above).":"Shown once the game above is one the engine can play.";for(let te of d)Y(p`<p class="help">${ne}</p>`,r(`${te}-words`))}let K=n.cell;L&&K&&!t.activeElement?.id?.startsWith("cell-")&&r(`cell-${K.player}-${K.space}-${K.score}`)?.focus({preventScroll:!0}),R(!1),e.dataset.drawMs=(performance.now()-A).toFixed(2),b&&b.timeStamp!==void 0&&(e.dataset.redrawMs=(performance.now()-b.timeStamp).toFixed(2))}function $e(d){Y($(d.practice.answer,!1,!0),r("part1")),Y($(d.dirac.answer,!1,!0),r("part2"));for(let b of["part1-how","part2-how"])r(b).classList.add("stale")}function g(){return new Promise(d=>requestAnimationFrame(()=>setTimeout(d,0)))}function C(d){Y($(d.answer,!1,!0),r("part1")),Y(p`Player ${d.winner} reaches the target first, after ${$(d.turns_played)} turns of all
      players (${$(d.die_rolls)} rolls): lowest score ${$(d.lowest)} × ${$(d.die_rolls)} rolls.`,r("part1-how"))}function D(d){return d?p`<details id="refusal-plan"><summary>The plan: ${d.time} on the reference CPU and ${d.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${d.work.map(b=>p`<tr><td>${b.op}</td><td>${$(b.count)}</td><td>${$(b.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${$(d.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${d.kernel} kernel.</p></details>`:""}function re(d,b=null){for(let A of["part1-how","part2-how"])r(A).classList.remove("stale");if(!d){for(let L of["part1","part2"])Y("\u2014",r(L));for(let L of["part1-how","part2-how"])Y("",r(L));let A=b?.answers;if(A?.practice&&C(A.practice),A?.dirac&&E(A),b){let L=A?.dirac?p`The rest of this page: `:"Not computed here: ";Y(p`${A?.dirac?p`${H(A)} `:""}<span id="refusal" role="alert">${L}${b.problem.message}. ${b.problem.by_limits?p`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`:"This is a fixed size of dirac's, the same on the command line."}</span>${D(b.problem.plan)}`,r("part2-how"))}return}C(d.solve.practice),E(d.solve),Y(H(d.solve),r("part2-how"))}function E(d){Y($(d.dirac.answer,!1,!0),r("part2"))}function H(d){let{dirac:b}=d;return p`Player ${b.leader} wins in the most universes, of ${$(b.total)} in all.${d.contrast?` ${d.contrast}`:""}`}async function Z(){await s.first,e.dataset.firstReadyMs=performance.now().toFixed(1),l={rules:s.firstNow("rules"),dice:s.firstNow("dice")},Ct(s.firstNow("palette")),kt(G=>s.firstNow("starts_read",G)),n=Ee(a.read(),l),w(),Nt(l,m,r),r("input").addEventListener("input",G=>{n={...n,text:r("input").value},j(!1,G)}),r("add-player").addEventListener("click",G=>{n=Mt(n),j(!0,G)}),r("reset").addEventListener("click",G=>m.reset(G)),r("hide-answers").addEventListener("change",()=>{n={...n,hidden:r("hide-answers").checked},w(),T(!1)}),r("check-form").addEventListener("submit",G=>{G.preventDefault(),S()}),X=r("turn-fig").clientWidth;let d=W(),b=0;new ResizeObserver(()=>{X=r("turn-fig").clientWidth,cancelAnimationFrame(b),b=requestAnimationFrame(()=>{W()!==d&&(d=W(),O(Object.keys(Ue)))})}).observe(r("turn-fig")),a.onChange(()=>{n=Ee(a.read(),l),w(),j(!1)});let A=ue(n.rules,l),L=[n.text,A,n.turn,!1],K=()=>h===0,ne=()=>e.dataset.answersMs=performance.now().toFixed(1),te=s.firstNow("quick_answers",n.text,A);te?.ok?(Le(r,n,l,te.ok.rules,te.ok.starts,m),re({solve:te.ok}),ne()):te?.error?(o.problem=te.error,J()):(Le(r,n,l,null,null,m),R(!0),r("status").textContent="Computing the answers\u2026"),z(),await g(),await s.load(),i=!0,e.dataset.engineReadyMs=performance.now().toFixed(1),Kt(s.now("scanned"),l.rules);let de=K()?s.now("quick_view",...L):null;if(!de&&K()&&(R(!0),r("status").textContent="Computing the answers\u2026",de=await s.call("view",...L),R(!1)),e.dataset.viewMs=performance.now().toFixed(1),de&&K()&&(V(de,A),J()),e.dataset.answersMs||ne(),await g(),K()){let G=s.now("quick_sweep",A);if(G&&Q(G,A),ee(),!G){R(!0);let ye=await s.call("sweep",A);ye&&K()&&(Q(ye,A),O(["sweep"]))}}e.dataset.ready="true",e.dataset.readyMs=performance.now().toFixed(1)}return Z().catch(d=>{let b=r("problem");b.hidden=!1,b.textContent=`The engine could not start: ${d}`;for(let A of["part1","part2"])r(A).textContent||(r(A).textContent="\u2014")})}function ts(t){return`${t.replace(/(^|[\s,}])body\[([^\]]*)\]/g,"$1:host([$2])").replace(/(^|[\s,}]):root\b/g,"$1:host").replace(/(^|[\s,}])body\b/g,"$1.page").replace(/@media \(((?:max|min)-width:[^)]*)\)/g,"@container explorer ($1)")}
.page { container: explorer / inline-size; }
`}function ss(t){let e=t.indexOf("<main>"),s=t.indexOf("</main>");if(e<0||s<e)throw new Error("the page has no <main>");return t.slice(e,s+7)}function rs(t){let e=t.get("query");return{read:()=>`?${t.get("query")}`,write(s){e=s.replace(/^\?/,""),t.set("query",e),t.save_changes()},onChange(s){t.on("change:query",()=>{t.get("query")!==e&&s()})},history:!1}}var ns=`:root { --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; --bg: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header, main, footer { max-width: 1240px; margin: 0 auto; padding: 0 12px; }
header { padding-top: 24px; }
header h1 { margin: 0 0 4px; font-size: 28px; line-height: 1.2; }
header p, .help { color: var(--muted); margin: 4px 0; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin-top: 20px; min-width: 0; }
h2 { margin: 0 0 8px; font-size: 21px; line-height: 1.3; }
h3 { margin: 16px 0 6px; font-size: 17px; }
dfn { font-style: normal; font-weight: 700; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 90%; overflow-wrap: anywhere; }
.long { overflow-wrap: anywhere; }

/* Your game: the controls. */
.setup { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 340px); gap: 20px; align-items: start; }
@media (max-width: 720px) { .setup { grid-template-columns: minmax(0, 1fr); } }
textarea { width: 100%; font: 14px/1.4 ui-monospace, Menlo, Consolas, monospace; padding: 8px; border: 1px solid var(--line); border-radius: 6px; }
label { font-weight: 600; }
button { font: inherit; padding: 4px 12px; min-height: 32px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
button:hover:not(:disabled) { background: #eef5fb; }
/* Selects as large as the buttons beside them: a finger's target, text as the page's. */
select { font: inherit; min-height: 32px; padding: 2px 6px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
button:disabled { color: var(--muted); cursor: default; }
:focus-visible { outline: 3px solid #e69f00; outline-offset: 2px; }
#players { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; max-height: 240px; overflow-y: auto; }
#players .stale { flex-basis: 100%; }
.player { display: flex; align-items: center; gap: 6px; border: 2px solid var(--line); border-radius: 8px; padding: 2px 8px; }
.player[aria-pressed="true"] { border-color: var(--ink); }
.swatch { width: 14px; height: 14px; border-radius: 50%; display: inline-block; vertical-align: -2px; }
.board-figure { margin: 0; }
.board-figure svg, .turn-board { width: 100%; max-width: 340px; height: auto; display: block; margin: 0 auto; }
.board-figure figcaption { color: var(--muted); font-size: 14px; }
.space { cursor: pointer; }
.slot { fill: #fff; stroke: #8a96a3; }
.slot.landed { fill: #fde9c9; stroke: #e69f00; stroke-width: 2; }
.space:hover .slot, .space:focus .slot { fill: #eef5fb; }
.space:focus { outline: none; }
.space:focus-visible .slot { stroke: #e69f00; stroke-width: 3; }
.track { fill: none; stroke: #d8dde3; stroke-width: 14; }
.token { stroke: #fff; stroke-width: 1; }
.more { font-size: 11px; font-weight: 700; }
.move { fill: none; stroke: #1d232b; stroke-width: 1.5; }
fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 12px 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 10px; min-width: 0; }
fieldset label { display: block; font-size: 14px; }
fieldset input { width: 100%; font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; }
fieldset .range { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
fieldset .dice { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); gap: 10px; }
fieldset .dice input { font-family: ui-monospace, Menlo, Consolas, monospace; }
fieldset .now { font-size: 14px; overflow-wrap: anywhere; }
fieldset .replaced input { background: #eef0f3; color: var(--muted); }
fieldset .replaced .range { font-style: italic; }
.stale-note { margin: 0 0 10px; padding: 6px 10px; border-left: 4px solid #d55e00; background: #fdf0e8; border-radius: 4px; }
#fix-start { margin-left: 6px; min-height: 32px; }
/* The problem stays in view while the game's fields are: stuck to the window's foot below
   the field being edited (on a narrow screen the rules run far below the window). */
/* The problem stays in view while the rules are edited, with the field edited and its fix
   (on a phone it covers the fields below that one until it is fixed); its message keeps the
   spaces it quotes (two spaces where one belongs are the point of it). */
#problem { position: sticky; bottom: 8px; z-index: 5; box-shadow: 0 2px 12px rgba(0, 0, 0, .18); margin-top: 12px; padding: 10px 14px; border-left: 4px solid #d55e00; background: #fdf0e8; border-radius: 4px; overflow-wrap: anywhere; }
#problem .message { white-space: pre-wrap; }
.answers { display: flex; gap: 16px; flex-wrap: wrap; }
.answers[hidden] { display: none; }
.hide-answers { display: flex; align-items: center; gap: 8px; margin: 0 0 8px; font-weight: normal; }
.answer { flex: 1 1 280px; border-left: 4px solid var(--accent); padding: 8px 16px; background: #eef5fb; border-radius: 4px; min-width: 0; }
.answer .label { color: var(--muted); font-size: 14px; }
.answer .help { overflow-wrap: anywhere; }
.answer .value { font: 600 24px/1.3 ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
/* A sign of work from the first paint until the answers are drawn in place of it (an empty
   value is one the engine has not answered yet; an error, or an engine that cannot start,
   draws a dash). */
.answer .value:empty::before { content: "computing\u2026"; color: var(--muted); font-weight: 400; animation: working 1.2s ease-in-out infinite alternate; }
@keyframes working { from { opacity: 1; } to { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .answer .value:empty::before { animation: none; } }
/* The last game's sentence beside a new answer, for the frame until the rest is drawn. */
.answer .help.stale { opacity: 0.45; }
body[data-stale="true"] .idea figure, body[data-stale="true"] .idea .words > div > :not(.stale-note) { opacity: 0.45; }

/* An idea: words and their figure side by side, stacked on a narrow screen. */
.idea { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 8px 28px; align-items: start; }
.idea figure { margin: 0; min-width: 0; }
.idea .words p, .idea .words ul { margin: 0 0 10px; }
@media (max-width: 900px) { .idea { grid-template-columns: minmax(0, 1fr); } }
.who { font-weight: 600; border-bottom: 3px solid var(--c); }
.caption { color: var(--muted); font-size: 14px; margin: 4px 0 12px; }
.readout { background: #f3f6f9; border-radius: 6px; padding: 8px 12px; margin: 6px 0 12px; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.readout p { margin: 2px 0; }

/* Charts: drawn in their own pixels. */
.chart { width: 100%; height: auto; display: block; margin: 8px 0 0; }
.chart text, .grid text, .sweep text, .turn-board text, .board-figure text { font-size: 12px; fill: var(--ink); }
.axis text { fill: var(--muted); }
.axis text.label { fill: var(--ink); font-size: 13px; }
.axis .grid { stroke: #eef0f3; }
.axis .base, .axis .tick { stroke: #8a96a3; }
.target { stroke: #d55e00; stroke-dasharray: 4 3; }
.chart text.target-label { fill: #d55e00; }
.band { fill: #f1f3f6; }
.undecided { fill: none; stroke: var(--ink); stroke-width: 2; }
.hit { fill: transparent; cursor: pointer; }
.chosen-round { fill: #fdf3e1; }
.bar { fill: #56b4e9; }
.scan-win { fill: none; stroke-width: 2.5; }
.scan-share { fill: none; stroke-width: 2; stroke-dasharray: 6 4; }
.scan-current { fill: rgba(0, 0, 0, 0.08); }
.scan-at { stroke: var(--ink); stroke-width: 1; stroke-dasharray: 2 3; }
.scan-column { fill: transparent; cursor: pointer; }
.scan-column:focus { outline: none; }
.scan-column:focus-visible { fill: rgba(0, 114, 178, 0.12); }
#scan-readout .contrast { font-style: italic; }
.scan-key { font-size: 14px; margin: 4px 0; }
.scan-key .nowrap { white-space: nowrap; margin-right: 10px; }
.bar.picked { fill: #0072b2; }
.stepper, .scrubber { display: flex; align-items: center; gap: 8px 12px; flex-wrap: wrap; margin: 8px 0; }
.stepper input, .scrubber input { flex: 1 1 160px; min-height: 32px; }
.stepper output, .scrubber output { font-variant-numeric: tabular-nums; }
figcaption { font-size: 15px; }

/* 3: bars on a scale of digits. */
.digits-bars { display: grid; gap: 12px; }
.digits-bars > * { min-width: 0; }
.digits-bar .what { font-size: 14px; color: var(--muted); }
.digits-bar .bar { height: 14px; background: var(--accent); border-radius: 3px; min-width: 3px; }
.digits-bar .count { font: 14px/1.4 ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }

/* 4: the grids. */
.layers { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.layer .head { margin: 8px 0 2px; font-size: 15px; }
.grid { width: 100%; height: auto; display: block; }
.grid.wide { width: auto; max-width: none; }
/* A grid wider than the screen: its spaces and its rows' totals stay in view, the cells
   scroll between them. */
.grid-box.split { display: flex; align-items: flex-start; }
.grid-box.split .grid-scroll { flex: 1 1 auto; min-width: 0; }
.grid-box.split .grid-rows, .grid-box.split .grid-totals { flex: 0 0 auto; width: auto; }
.grid .cell { cursor: pointer; }
.grid .cell:focus, .sweep .cell:focus { outline: none; }
.grid .chosen { fill: none; stroke: #000; stroke-width: 2; pointer-events: none; }
.grid text.total { fill: var(--muted); }
.key { display: flex; align-items: center; gap: 8px; font-size: 13px; margin-top: 8px; }
.key .ramp { flex: 0 1 200px; height: 12px; border-radius: 3px; }

/* 5: the products. */
.product { margin: 6px 0 12px; }
.product p { margin: 0 0 2px; }
.equation { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 4px 6px; }
.factor { display: inline-flex; flex-direction: column; line-height: 1.3; min-width: 0; }
.factor .count, .product .count { font: 600 15px ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.factor .why { font-size: 12px; color: var(--muted); max-width: 11em; }
.times { font-weight: 600; }
/* The product on its own line under its factors: never read as the last factor's. A "\xD7" stays
   with the factor it multiplies, so no line ends on one. */
.factor.total { flex-basis: 100%; border-top: 1px solid var(--line); padding-top: 2px; }

/* 6, 7 */
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th { font-size: 14px; }
/* A table wider than its box scrolls, with a shadow at the edge it scrolls towards (the cue
   that there is more), and its first column stays in view. */
.scroll { overflow-x: auto;
  background: linear-gradient(to right, #fff 30%, rgba(255, 255, 255, 0)),
    linear-gradient(to left, #fff 30%, rgba(255, 255, 255, 0)) 100% 0,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, .25), rgba(0, 0, 0, 0)),
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, .25), rgba(0, 0, 0, 0)) 100% 0;
  background-repeat: no-repeat; background-size: 40px 100%, 40px 100%, 14px 100%, 14px 100%;
  background-attachment: local, local, scroll, scroll; }
.scroll th:first-child, .scroll td:first-child { position: sticky; left: 0; background: #fff; z-index: 1; }
th, td { padding: 4px 6px; border-bottom: 1px solid var(--line); text-align: right; overflow-wrap: normal; }
th:first-child, td:first-child { text-align: left; }
/* A table that compares its columns stacks on a narrow screen rather than be cut: a block a
   row, every value on a line of its own beside its column's name. */
@media (max-width: 560px) {
  table.stacks, table.stacks tbody, table.stacks tr, table.stacks td { display: block; }
  table.stacks { width: 100%; }
  table.stacks thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.stacks tr { border-bottom: 1px solid var(--line); padding: 4px 0; }
  table.stacks td { display: flex; justify-content: space-between; align-items: center; gap: 6px; border: 0; padding: 2px 0; text-align: right; position: static; }
  table.stacks td:first-child { font-weight: 600; }
  table.stacks td::before { content: attr(data-label); color: var(--muted); text-align: left; font-weight: 400; margin-right: auto; }
}
.sweep-wrap { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: flex-start; }
.sweep-box { max-width: 100%; flex: 0 0 auto; }
.sweep { max-width: 100%; height: auto; display: block; }
.sweep.wide { max-width: none; }
.sweep-wrap .readout { flex: 1 1 200px; margin: 0; min-width: 0; }
.sweep .cell { cursor: pointer; }
.sweep .focus { fill: none; stroke: #000; stroke-width: 3; pointer-events: none; }
.sweep .playing { fill: none; stroke: #fff; stroke-width: 3; stroke-dasharray: 4 2; pointer-events: none; }
.sweep text.label { pointer-events: none; }
.sweep .best { fill: #fff; stroke: #1a1a1a; stroke-width: 1; pointer-events: none; }
footer { color: var(--muted); font-size: 14px; padding-bottom: 32px; }
.chart-title { font-size: 14px; font-weight: 600; margin: 10px 0 0; }
/* A count may have thousands of digits: it wraps rather than widen the page, between its
   groups of three only (js/num.js marks where). */
.num { overflow-wrap: normal; white-space: nowrap; }
/* A long count: its ends and length, every digit one tap away. The button's padding widens
   what a finger can tap without moving the line. */
.long-count[aria-expanded="false"] .every-digit, .long-count[aria-expanded="true"] .digits-toggle { display: none; }
.long-count[aria-expanded="true"] { white-space: normal; }
.whole-digits { display: none; }
/* A count short enough for a wide line (js/num.js \`fits-wide\`) is written whole where the box
   it stands in is that wide: not the window, whose width says nothing of a read-out beside a
   grid, or of a notebook's output. */
main > section, .idea > .words, .idea > figure, .readout { container-type: inline-size; }
@container (min-width: 40ch) {
  .long-count.fits-wide .digits-toggle, .long-count.fits-wide .every-digit { display: none; }
  .long-count.fits-wide .whole-digits { display: inline; }
}
.digits-toggle { font: inherit; color: inherit; background: none; border: 0; border-radius: 0; padding: 8px 0; margin: -8px 0; min-height: 0; cursor: pointer; text-decoration: underline dotted; text-underline-offset: 3px; }
.digits-toggle .how-long { color: var(--muted); font-weight: 400; font-size: 0.8em; }
/* An answer is written whole, in a size that fits its box (down to 11 px). */
.answer .value { container-type: inline-size; }
.answer .value .num { font-size: clamp(11px, calc(100cqi / (var(--chars) * 0.6)), 1em); }
.idea, .answers, #players { overflow-wrap: anywhere; }
.icon { display: block; }
button:has(> .icon) { display: inline-flex; align-items: center; justify-content: center; min-width: 36px; }
.setup-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.fold { margin: 16px 0 0; }
.fold-cols { display: flex; gap: 4px; align-items: flex-end; overflow-x: auto; padding-bottom: 4px; }
.fold-col { display: flex; flex-direction: column; align-items: center; min-width: 34px; flex: 1 0 auto; font-variant-numeric: tabular-nums; }
.fold-col .ways { font-weight: 600; font-size: 13px; }
.fold-col .chips { display: flex; flex-direction: column-reverse; gap: 2px; }
.fold-col .chip { font: 11px/1.2 ui-monospace, Menlo, Consolas, monospace; background: #e3eef8; border-radius: 3px; padding: 1px 3px; white-space: nowrap; }
.fold-col .fold-bar { width: 70%; background: var(--accent); border-radius: 2px; }
.fold-col .sum { font-weight: 600; border-top: 2px solid var(--line); width: 100%; text-align: center; margin-top: 2px; }
.fold-col .to { font-size: 12px; color: var(--muted); }
.fold-cols.bars:not(.many) .fold-col { min-width: 0; flex: 1 1 0; }
.fold-cols.bars .ways, .fold-cols.bars .to { font-size: 11px; }
.fold-col .sum, .fold-col .to { white-space: nowrap; }
.fold-cols.bars .sum { font-size: 11px; }
.step { fill: #1d232b; }
.sim-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 10px; margin: 8px 0; }
.sim-controls .field { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.sim-controls input { width: 7em; font: inherit; min-height: 32px; padding: 2px 6px; border: 1px solid var(--line); border-radius: 6px; }
#sim-chart .running { fill: none; stroke-width: 2; }
#sim-chart .exact { stroke-width: 1.5; stroke-dasharray: 6 4; }
#sim-chart .share { stroke-width: 1.5; stroke-dasharray: 1 4; stroke-linecap: round; }
.sim-table td, .sim-table th { font-size: 14px; }
.readout .scroll { background: linear-gradient(to right, #f3f6f9 30%, rgba(243, 246, 249, 0)),
    linear-gradient(to left, #f3f6f9 30%, rgba(243, 246, 249, 0)) 100% 0,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, .25), rgba(0, 0, 0, 0)),
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, .25), rgba(0, 0, 0, 0)) 100% 0;
  background-repeat: no-repeat; background-size: 40px 100%, 40px 100%, 14px 100%, 14px 100%;
  background-attachment: local, local, scroll, scroll; }
.readout .scroll th:first-child, .readout .scroll td:first-child { background: #f3f6f9; }

/* Your answer, checked: the input and its verdict under the answers. */
.your-answer { margin-top: 12px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.your-answer label { font-weight: 600; }
.your-answer input { font: 16px ui-monospace, Menlo, Consolas, monospace; padding: 6px 8px; min-height: 32px; flex: 1 1 220px; min-width: 0; }
.your-answer button { min-height: 32px; }
.your-answer .help, .your-answer #verdict { flex-basis: 100%; margin: 0; }
#verdict .mistake { border-left: 4px solid #c9a227; padding: 4px 12px; margin: 6px 0; background: #fbf7ea; }
#verdict table.parting { border-collapse: collapse; font-size: 14px; display: block; overflow-x: auto; }
#verdict table.parting th, #verdict table.parting td { padding: 2px 8px; text-align: left; }
#verdict table.parting td.num { text-align: right; white-space: nowrap; }

/* The plan a refusal was made from (the engine's \`--explain\`), opened under it. */
#refusal-plan { margin-top: 0.5em; }
#refusal-plan summary { cursor: pointer; }
#refusal-plan table.plan { border-collapse: collapse; margin: 0.4em 0; font-variant-numeric: tabular-nums; }
#refusal-plan table.plan th, #refusal-plan table.plan td { padding: 0.1em 0.6em; text-align: right; }
#refusal-plan table.plan th:first-child, #refusal-plan table.plan td:first-child { text-align: left; }
`;var as=`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dirac Dice, explained and explored</title>
<link rel="stylesheet" href="style.css">
<link rel="icon" href="data:,">
<!-- The engine's first module first: the answers wait for it. The whole engine is fetched
     after the answers are painted (js/engine.js), so that its bytes do not delay them. -->
<link rel="preload" href="pkg/dirac_first_bg.wasm.gz" as="fetch" crossorigin>
<!-- The page's one module (its modules bundled: scripts/build-web.sh), asked for at once. -->
<link rel="modulepreload" href="app.js">
</head>
<body>
<header>
  <h1>Dirac Dice, explained and explored</h1>
  <p>The puzzle of Advent of Code 2021, day 21, under any rules. Change the game below and every
  number and figure on this page follows: all of them are computed exactly, in your browser, by
  the same engine as the <code>dirac</code> command.</p>
</header>
<main>
  <section id="answers" aria-labelledby="answers-h" aria-live="polite">
    <h2 id="answers-h">Answers</h2>
    <p id="status" class="help" role="status"></p>
    <label class="hide-answers"><input type="checkbox" id="hide-answers"> Hide the right answers, to check yours without seeing them</label>
    <p id="answers-hidden" class="help" hidden>The right answers are hidden (kept so in the link). The sections below still play the game with all its numbers.</p>
    <div class="answers" id="answer-boxes">
      <div class="answer"><div class="label">Part 1: practice game</div><div class="value" id="part1"></div><p id="part1-how" class="help"></p></div>
      <div class="answer"><div class="label">Part 2: Dirac game</div><div class="value" id="part2"></div><p id="part2-how" class="help"></p></div>
    </div>
    <form id="check-form" class="your-answer">
      <label for="mine">Your answer</label>
      <input id="mine" autocomplete="off" spellcheck="false" placeholder="a number the site turned down">
      <button id="check" type="submit">Check it</button>
      <p class="help">Which known mistake gives it, if one does, or two at once: a die one face
      short, a win only past the target, the last space scoring 0, the smaller count\u2026 (not kept in the
      link).</p>
      <div id="verdict" aria-live="polite"></div>
    </form>
  </section>

  <section id="setup" aria-labelledby="setup-h">
    <h2 id="setup-h">Your game</h2>
    <div class="setup">
      <div>
        <label for="input">Puzzle input</label>
        <textarea id="input" rows="4" spellcheck="false" aria-describedby="input-help"></textarea>
        <p id="input-help" class="help">One line per player: <code>Player N starting position: P</code>.
        Or choose a player below and tap a space on the board.</p>
        <div id="players" role="group" aria-label="Players"></div>
        <div class="setup-buttons">
          <button type="button" id="add-player">Add a player</button>
          <button type="button" id="reset" disabled>Back to the puzzle's example</button>
        </div>
      </div>
      <figure class="board-figure">
        <svg id="board" role="group" aria-label="The board: tap a space to start the chosen player there"></svg>
        <figcaption>The circular board: tap a space (or press Enter on it) to start the chosen player there.</figcaption>
      </figure>
    </div>
    <fieldset id="rules">
      <legend>Rules</legend>
    </fieldset>
    <div id="problem" role="alert" hidden></div>
  </section>


  <section id="turn-section" class="idea" aria-labelledby="turn-h">
    <div class="words">
      <h2 id="turn-h">1. The board and a turn</h2>
      <div id="turn-words"></div>
    </div>
    <figure id="turn-fig"></figure>
  </section>

  <section id="practice-section" class="idea" aria-labelledby="practice-h">
    <div class="words">
      <h2 id="practice-h">2. The practice game comes round in a cycle</h2>
      <div id="practice-words"></div>
    </div>
    <figure id="practice-fig"></figure>
  </section>

  <section id="universes-section" class="idea" aria-labelledby="universes-h">
    <div class="words">
      <h2 id="universes-h">3. Too many universes to play, few states</h2>
      <div id="universes-words"></div>
    </div>
    <figure id="universes-fig"></figure>
  </section>

  <section id="layers-section" class="idea" aria-labelledby="layers-h">
    <div class="words">
      <h2 id="layers-h">4. Each player alone, by space and score</h2>
      <div id="layers-words"></div>
    </div>
    <figure id="layers-fig"></figure>
  </section>

  <section id="rounds-section" class="idea" aria-labelledby="rounds-h">
    <div class="words">
      <h2 id="rounds-h">5. The players combined, round by round</h2>
      <div id="rounds-words"></div>
    </div>
    <figure id="rounds-fig"></figure>
  </section>

  <section id="chances-section" class="idea" aria-labelledby="chances-h">
    <div class="words">
      <h2 id="chances-h">6. Share of universes is not probability of winning</h2>
      <div id="chances-words"></div>
    </div>
    <figure id="chances-fig"></figure>
  </section>

  <section id="sweep-section" class="idea" aria-labelledby="sweep-h">
    <div class="words">
      <h2 id="sweep-h">7. Every pair of starts</h2>
      <div id="sweep-words"></div>
    </div>
    <figure id="sweep-fig"></figure>
  </section>

  <section id="scan-section" class="idea" aria-labelledby="scan-h">
    <div class="words">
      <h2 id="scan-h">8. How the game changes with a rule</h2>
      <div id="scan-words"></div>
    </div>
    <figure id="scan-fig"></figure>
  </section>
</main>
<footer><p>dirac: an exact solver for Dirac Dice. Nothing is fetched from the network: the page and
its WebAssembly engine are all there is.</p></footer>
<script>
  // Opened from the disk, the page cannot start: browsers load no modules or WebAssembly from
  // file:// addresses. Say so, and how to serve it, in place of the answers.
  if (location.protocol === "file:") {
    document.getElementById("status").textContent =
      "This page must be served, not opened from a file: browsers refuse to load its engine "
      + "from the disk. In a terminal, run python3 -m http.server -d web/dist 8000 (from the "
      + "repository; or python3 -m http.server 8000 in this folder), then open "
      + "http://127.0.0.1:8000/.";
    for (const id of ["part1", "part2"]) document.getElementById(id).textContent = "\u2014";
  }
<\/script>
<script type="module" src="app.js"><\/script>
</body>
</html>
`;var Bs=1500;function Is(t,e,s){let a=Math.random().toString(36).slice(2),r=new Map,i=0,l=!1,n=()=>{l&&r.size===0&&s(l=!1)},o=new Map;t.on("msg:custom",h=>{if(h?.view!==a)return;let m=r.get(h.id);r.delete(h.id),m&&(clearTimeout(m.timer),m.resolve(JSON.parse(h.out)),n())});let c=(h,...m)=>new Promise(u=>{let k=i++,y=setTimeout(()=>s(l=!0),Bs);r.set(k,{resolve:u,timer:y});try{t.send({view:a,id:k,call:h,args:m})}catch{s(l=!0)}}),f=h=>h in e?e[h]:null;return{first:Promise.resolve(),load:()=>Promise.resolve(),firstNow:(h,m)=>h==="starts_read"?o.get(m)??null:f(h),now:f,async call(h,...m){if(h!=="view")return c(h,...m);let[u,k]=await Promise.all([c("starts_read",m[0]),c(h,...m)]);return u&&o.set(m[0],u),k},async remember(h){let m=await c("starts_read",h);m&&o.set(h,m)},cancel(){for(let{resolve:h,timer:m}of r.values())clearTimeout(m),h(null);r.clear(),n()}}}var _n={async render({model:t,el:e}){let s=t.get("_meta");e.dataset.lmSuppressShortcuts="true";let a=e.attachShadow({mode:"open"});a.addEventListener("keydown",n=>n.stopPropagation()),a.innerHTML=`<style>${ts(ns)}</style><div class="page">${ss(as)}</div>`;let r=a.getElementById("status"),i=Is(t,s,n=>{r.textContent=n?`Waiting for the notebook's kernel, which computes this explorer: run the notebook to
          explore. The game: ${decodeURIComponent(t.get("query").replace(/\+/g," "))}.`:"",e.dataset.waiting=String(n)}),l=rs(t);return await i.remember(Ee(l.read(),s).text),es({root:a,host:e,engine:i,store:l}),()=>i.cancel()}};export{_n as default};
/**
 * @license
 * Copyright 2017 Google LLC
 * SPDX-License-Identifier: BSD-3-Clause
 */
