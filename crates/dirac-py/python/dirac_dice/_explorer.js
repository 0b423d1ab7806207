var Ge=globalThis,lt=t=>t,ze=Ge.trustedTypes,ct=ze?ze.createPolicy("lit-html",{createHTML:t=>t}):void 0,mt="$lit$",de=`lit$${Math.random().toFixed(9).slice(2)}$`,gt="?"+de,as=`<${gt}>`,be=document,_e=()=>be.createComment(""),Ae=t=>t===null||typeof t!="object"&&typeof t!="function",Xe=Array.isArray,os=t=>Xe(t)||typeof t?.[Symbol.iterator]=="function",Ue=`[ 	
\f\r]`,ke=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,pt=/-->/g,dt=/>/g,$e=RegExp(`>|${Ue}(?:([^\\s"'>=/]+)(${Ue}*=${Ue}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),ht=/'/g,ut=/"/g,$t=/^(?:script|style|textarea|title)$/i,Je=t=>(e,...s)=>({_$litType$:t,strings:e,values:s}),d=Je(1),v=Je(2),Rs=Je(3),Me=Symbol.for("lit-noChange"),K=Symbol.for("lit-nothing"),ft=new WeakMap,ye=be.createTreeWalker(be,129);function yt(t,e){if(!Xe(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return ct!==void 0?ct.createHTML(e):e}var is=(t,e)=>{let s=t.length-1,a=[],r,i=e===2?"<svg>":e===3?"<math>":"",l=ke;for(let n=0;n<s;n++){let o=t[n],c,f,h=-1,m=0;for(;m<o.length&&(l.lastIndex=m,f=l.exec(o),f!==null);)m=l.lastIndex,l===ke?f[1]==="!--"?l=pt:f[1]!==void 0?l=dt:f[2]!==void 0?($t.test(f[2])&&(r=RegExp("</"+f[2],"g")),l=$e):f[3]!==void 0&&(l=$e):l===$e?f[0]===">"?(l=r??ke,h=-1):f[1]===void 0?h=-2:(h=l.lastIndex-f[2].length,c=f[1],l=f[3]===void 0?$e:f[3]==='"'?ut:ht):l===ut||l===ht?l=$e:l===pt||l===dt?l=ke:(l=$e,r=void 0);let u=l===$e&&t[n+1].startsWith("/>")?" ":"";i+=l===ke?o+as:h>=0?(a.push(c),o.slice(0,h)+mt+o.slice(h)+de+u):o+de+(h===-2?n:u)}return[yt(t,i+(t[s]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),a]},Se=class t{constructor({strings:e,_$litType$:s},a){let r;this.parts=[];let i=0,l=0,n=e.length-1,o=this.parts,[c,f]=is(e,s);if(this.el=t.createElement(c,a),ye.currentNode=this.el.content,s===2||s===3){let h=this.el.content.firstChild;h.replaceWith(...h.childNodes)}for(;(r=ye.nextNode())!==null&&o.length<n;){if(r.nodeType===1){if(r.hasAttributes())for(let h of r.getAttributeNames())if(h.endsWith(mt)){let m=f[l++],u=r.getAttribute(h).split(de),k=/([.?@])?(.*)/.exec(m);o.push({type:1,index:i,name:k[2],strings:u,ctor:k[1]==="."?Qe:k[1]==="?"?Ke:k[1]==="@"?Ye:ve}),r.removeAttribute(h)}else h.startsWith(de)&&(o.push({type:6,index:i}),r.removeAttribute(h));if($t.test(r.tagName)){let h=r.textContent.split(de),m=h.length-1;if(m>0){r.textContent=ze?ze.emptyScript:"";for(let u=0;u<m;u++)r.append(h[u],_e()),ye.nextNode(),o.push({type:2,index:++i});r.append(h[m],_e())}}}else if(r.nodeType===8)if(r.data===gt)o.push({type:2,index:i});else{let h=-1;for(;(h=r.data.indexOf(de,h+1))!==-1;)o.push({type:7,index:i}),h+=de.length-1}i++}}static createElement(e,s){let a=be.createElement("template");return a.innerHTML=e,a}};function xe(t,e,s=t,a){if(e===Me)return e;let r=a!==void 0?s._$Co?.[a]:s._$Cl,i=Ae(e)?void 0:e._$litDirective$;return r?.constructor!==i&&(r?._$AO?.(!1),i===void 0?r=void 0:(r=new i(t),r._$AT(t,s,a)),a!==void 0?(s._$Co??=[])[a]=r:s._$Cl=r),r!==void 0&&(e=xe(t,r._$AS(t,e.values),r,a)),e}var Fe=class{constructor(e,s){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=s}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:s},parts:a}=this._$AD,r=(e?.creationScope??be).importNode(s,!0);ye.currentNode=r;let i=ye.nextNode(),l=0,n=0,o=a[0];for(;o!==void 0;){if(l===o.index){let c;o.type===2?c=new Te(i,i.nextSibling,this,e):o.type===1?c=new o.ctor(i,o.name,o.strings,this,e):o.type===6&&(c=new Ve(i,this,e)),this._$AV.push(c),o=a[++n]}l!==o?.index&&(i=ye.nextNode(),l++)}return ye.currentNode=be,r}p(e){let s=0;for(let a of this._$AV)a!==void 0&&(a.strings!==void 0?(a._$AI(e,a,s),s+=a.strings.length-2):a._$AI(e[s])),s++}},Te=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,s,a,r){this.type=2,this._$AH=K,this._$AN=void 0,this._$AA=e,this._$AB=s,this._$AM=a,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,s=this._$AM;return s!==void 0&&e?.nodeType===11&&(e=s.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,s=this){e=xe(this,e,s),Ae(e)?e===K||e==null||e===""?(this._$AH!==K&&this._$AR(),this._$AH=K):e!==this._$AH&&e!==Me&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):os(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==K&&Ae(this._$AH)?this._$AA.nextSibling.data=e:this.T(be.createTextNode(e)),this._$AH=e}$(e){let{values:s,_$litType$:a}=e,r=typeof a=="number"?this._$AC(e):(a.el===void 0&&(a.el=Se.createElement(yt(a.h,a.h[0]),this.options)),a);if(this._$AH?._$AD===r)this._$AH.p(s);else{let i=new Fe(r,this),l=i.u(this.options);i.p(s),this.T(l),this._$AH=i}}_$AC(e){let s=ft.get(e.strings);return s===void 0&&ft.set(e.strings,s=new Se(e)),s}k(e){Xe(this._$AH)||(this._$AH=[],this._$AR());let s=this._$AH,a,r=0;for(let i of e)r===s.length?s.push(a=new t(this.O(_e()),this.O(_e()),this,this.options)):a=s[r],a._$AI(i),r++;r<s.length&&(this._$AR(a&&a._$AB.nextSibling,r),s.length=r)}_$AR(e=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);e!==this._$AB;){let a=lt(e).nextSibling;lt(e).remove(),e=a}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},ve=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,s,a,r,i){this.type=1,this._$AH=K,this._$AN=void 0,this.element=e,this.name=s,this._$AM=r,this.options=i,a.length>2||a[0]!==""||a[1]!==""?(this._$AH=Array(a.length-1).fill(new String),this.strings=a):this._$AH=K}_$AI(e,s=this,a,r){let i=this.strings,l=!1;if(i===void 0)e=xe(this,e,s,0),l=!Ae(e)||e!==this._$AH&&e!==Me,l&&(this._$AH=e);else{let n=e,o,c;for(e=i[0],o=0;o<i.length-1;o++)c=xe(this,n[a+o],s,o),c===Me&&(c=this._$AH[o]),l||=!Ae(c)||c!==this._$AH[o],c===K?e=K:e!==K&&(e+=(c??"")+i[o+1]),this._$AH[o]=c}l&&!r&&this.j(e)}j(e){e===K?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},Qe=class extends ve{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===K?void 0:e}},Ke=class extends ve{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==K)}},Ye=class extends ve{constructor(e,s,a,r,i){super(e,s,a,r,i),this.type=5}_$AI(e,s=this){if((e=xe(this,e,s,0)??K)===Me)return;let a=this._$AH,r=e===K&&a!==K||e.capture!==a.capture||e.once!==a.once||e.passive!==a.passive,i=e!==K&&(a===K||r);r&&this.element.removeEventListener(this.name,this,a),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Ve=class{constructor(e,s,a){this.element=e,this.type=6,this._$AN=void 0,this._$AM=s,this.options=a}get _$AU(){return this._$AM._$AU}_$AI(e){xe(this,e)}};var ls=Ge.litHtmlPolyfillSupport;ls?.(Se,Te),(Ge.litHtmlVersions??=[]).push("3.3.3");var V=(t,e,s)=>{let a=s?.renderBefore??e,r=a._$litPart$;if(r===void 0){let i=s?.renderBefore??null;a._$litPart$=r=new Te(e.insertBefore(_e(),i),i,void 0,s??{})}return r._$AI(t),r};var bt=[4,8],cs=(t,e)=>`Player ${t} starting position: ${e}`,oe=t=>t.map((e,s)=>cs(s+1,e)).join(`
`)+`
`,wt=()=>null;function xt(t){wt=t}var ie=t=>wt(t),ps=(t,e)=>e!==null&&t===oe(e),Le=t=>[...t.rules.map(e=>[e.key,String(e.default)]),...t.dice.map(e=>[e.key,""])];function he(t,e=null){return Object.entries(t).filter(([s,a])=>a!==""&&!(e&&Re(e,t,s))).map(([s,a])=>`${s}=${encodeURIComponent(a)}`).join("&")}function et(t){return{text:oe(bt),rules:Object.fromEntries(Le(t)),turn:0,round:0,step:0,chosen:0,cell:null,hidden:!1}}function vt(t,e){return t.text===oe(bt)&&Le(e).every(([s,a])=>(t.rules[s]??a)===a)}function kt(t,e){let s=new URLSearchParams,a=ie(t.text);ps(t.text,a)?s.set("starts",a.join(",")):s.set("input",t.text);for(let[r,i]of Le(e)){let l=t.rules[r];l!==void 0&&l!==""&&l!==i&&!Re(e,t.rules,r)&&s.set(r,l)}return t.turn&&s.set("turn",String(t.turn)),t.round&&s.set("round",String(t.round)),t.step&&s.set("step",String(t.step)),t.hidden&&s.set("hide","1"),"?"+s.toString().replace(/%2C/g,",").replace(/%3A/g,":")}var Ze=t=>{let e=Number(t??0);return Number.isSafeInteger(e)&&e>0?e:0};function je(t,e){let s=new URLSearchParams(t),a=et(e);s.has("input")?a.text=s.get("input"):s.has("starts")&&(a.text=oe(s.get("starts").split(",").map(r=>r.trim())));for(let[r,i]of Le(e))a.rules[r]=s.get(r)??i;return a.turn=Ze(s.get("turn")),a.round=Ze(s.get("round")),a.step=Ze(s.get("step")),a.hidden=s.get("hide")==="1",a}var Re=(t,e,s)=>t.dice.find(a=>a.replaces===s&&e[a.key]!=="");function tt(t,e){let s=ie(t.text);return!s||t.chosen>=s.length?t:(s[t.chosen]=e,{...t,text:oe(s)})}function _t(t){let e=ie(t.text);return e?{...t,text:oe([...e,1]),chosen:e.length}:t}function At(t,e){let s=ie(t.text);return!s||s.length===1?t:(s.splice(e,1),{...t,text:oe(s),chosen:Math.min(t.chosen,s.length-1)})}var Ce=t=>v`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${t}</svg>`,ue={play:Ce(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),pause:Ce(v`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),previous:Ce(v`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),next:Ce(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),remove:Ce(v`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`)};function U(t){let e=String(t);return/^\d+$/.test(e)?e.replace(/\B(?=(\d{3})+(?!\d))/g,","):e}function st(t,e=!0){let s=String(t);if(!/^\d+$/.test(s))return[s];let a=s.length%3||3,r=[s.slice(0,a)];for(let i=a;i<s.length;i+=3)r.push(s.slice(i,i+3));return e?r.map((i,l)=>l<r.length-1?`${i},`:i):r}function le(t){let e=String(t),s=Number(e.slice(-2)),a=U(e);return s>=11&&s<=13?`${a}th`:`${a}${["th","st","nd","rd"][s%10]??"th"}`}var D=(t,e,s=`${e}s`)=>`${t} ${String(t)==="1"?e:s}`,Be=[],W=t=>Be[t%Be.length];function St(t){Be.splice(0,Be.length,...t)}function ae(t,e=6,s=!1){if(!(t>0))return[0];let a=10**Math.floor(Math.log10(t/Math.max(1,e-1))),r=[1,2,5,10,20,50].map(l=>l*a).filter(l=>!s||Number.isInteger(l)||l>1).map(l=>s?Math.max(1,Math.round(l)):l).find(l=>Math.floor(t/l+1e-9)+1<=e),i=[];for(let l=0;l*r<=t*(1+1e-9);l++)i.push(Number((l*r).toPrecision(12)));return i}function rt(t){if(Math.abs(t)<1e6)return U(String(t));let[e,s]=t.toExponential(2).split("e");return`${Number(e)}e${Number(s)}`}function Ne(t){let e=t.some(s=>Math.abs(s)>=1e6);return t.map(s=>{if(!e||s===0)return[s,rt(s)];let[a,r]=s.toExponential(2).split("e");return[s,`${Number(a)}e${Number(r)}`]})}var Ee=t=>10+7*t,fe=24;function He(t,[e,s],a,r){let i={ArrowUp:[-1,0],ArrowDown:[1,0],ArrowLeft:[0,-1],ArrowRight:[0,1]};if(!i[t])return null;let[l,n]=i[t],o=(c,f)=>Math.min(r[f],Math.max(a[f],c));return[o(e+l,0),o(s+n,1)]}var Tt=60,Ie=4,ce=95;function me(t,e,s=ce){let a=(t-1)/e*2*Math.PI-Math.PI/2;return[s*Math.cos(a),s*Math.sin(a)]}var ds=t=>Math.max(4,Math.min(16,280/Math.min(t,Tt))),nt=t=>t>=1e4?4:10;function Oe({b:t,spaces:e,onPick:s=null,highlight:a=0,move:r=null}){let i=ds(t),l=t<=Tt,n=new Map;e.forEach((u,k)=>u>=1&&u<=t&&n.set(u,[...n.get(u)??[],k]));let o=(u,k)=>{(u.key==="Enter"||u.key===" ")&&(u.preventDefault(),s(k,u))},c=l?Array.from({length:t},(u,k)=>{let $=k+1,[b,w]=me($,t),S=t<=30?v`<text x=${b} y=${w+4} text-anchor="middle" font-size=${Math.max(9,Math.min(12,i))}>${$}</text>`:"";return s?v`<g class="space" tabindex="0" role="button" aria-label=${`Space ${$}`} @click=${M=>s($,M)} @keydown=${M=>o(M,$)}>
              <circle class=${$===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${S}</g>`:v`<g class="space"><circle class=${$===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${S}</g>`}):Array.from({length:nt(t)},(u,k)=>Math.round(k*t/nt(t))+1).map(u=>{let[k]=me(u,t,ce),$=Math.abs(k)>ce*.75,[b,w]=me(u,t,$?ce-10:ce-22),S=$?b>0?"end":"start":"middle";return v`<text x=${b} y=${w+4} text-anchor=${S} font-size="11">${U(u)}</text>`}),f=[...n.entries()].flatMap(([u,k])=>{let[$,b]=me(u,t),w=k.slice(0,Ie).map((S,M)=>{let _=1-(i*1.7+M*i*.95)/ce;return v`<circle class="token" cx=${$*_} cy=${b*_} r=${i*.55} fill=${W(S)}><title>${`Player ${S+1} on space ${u}`}</title></circle>`});if(k.length>Ie){let S=1-(i*1.7+Ie*i*.95)/ce;w.push(v`<text class="more" x=${$*S} y=${b*S+4} text-anchor="middle">+${k.length-Ie}</text>`)}return w}),h="";if(r&&(r.steps>0||r.laps>0)){let{from:u,to:k}=r,$=ce-i-4,b=r.steps||t,[w,S]=me(u,t,$),[M,_]=me(k,t,$),[T,C]=me(u+b/2,t,$),q=b/t>.5?1:0,I=b===t?`M${w},${S} A${$},${$} 0 0 1 ${T},${C} A${$},${$} 0 0 1 ${M},${_}`:`M${w},${S} A${$},${$} 0 ${q} 1 ${M},${_}`,N=l&&b<=30?Array.from({length:b-1},(j,L)=>{let[F,X]=me(u+L+1,t,$);return v`<circle class="step" cx=${F} cy=${X} r="2.2"></circle>`}):[];h=v`<path class="move" d=${I} marker-end="url(#arrow)"></path>${N}`}let m=r?v`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`:"";return v`
    ${m}
    <circle class="track" r=${ce}></circle>
    ${c}${h}${f}
    ${l?"":v`<text x="0" y=${nt(t)===4?-20:4} text-anchor="middle" font-size="11">${`${U(t)} spaces`}</text>`}`}function jt(t,e,s){let a=s("rules");for(let i of t.rules){let l=document.createElement("div"),n=`rule-${i.key}`;l.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",inputMode:"numeric",spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-range`),o.addEventListener("input",f=>e.rule(i.key,o.value.trim(),f));let c=document.createElement("div");c.className="range",c.id=`${n}-range`,l.append(o,c),a.appendChild(l)}let r=document.createElement("div");r.className="dice";for(let i of t.dice){let l=document.createElement("div"),n=`rule-${i.key}`;l.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",placeholder:i.default,title:i.allowed,spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-now ${n}-range`),o.addEventListener("input",m=>e.rule(i.key,o.value.trim(),m));let c=document.createElement("div");c.className="now",c.id=`${n}-now`;let f=document.createElement("div");f.className="range",f.id=`${n}-range`;let h=t.rules.find(m=>m.key===i.replaces);f.textContent=`${i.allowed}. Empty: set by the ${h.name} above; the puzzle: ${i.default}.`,l.append(o,c,f),r.appendChild(l)}a.appendChild(r)}function Pe(t,e,s,a,r,i,l=!1){t("input").value!==e.text&&(t("input").value=e.text);for(let $ of s.rules){let b=t(`rule-${$.key}`),w=Re(s,e.rules,$.key);b.disabled=!!w,b.closest("div").classList.toggle("replaced",b.disabled),t(`rule-${$.key}-range`).textContent=w?`set by the ${w.name} below`:`${$.about}. 1 to ${U($.max)}; the puzzle: ${$.default}`,w?b.value=a?String(a[$.field]):"":b.value.trim()!==e.rules[$.key]&&(b.value=e.rules[$.key])}for(let $ of s.dice){let b=t(`rule-${$.key}`);b.value.trim()!==e.rules[$.key]&&(b.value=e.rules[$.key]),b.placeholder=a?a[$.field]:$.default;let w=a?a[$.field]:"",S=b.value.trim()||b.placeholder;t(`rule-${$.key}-now`).textContent=w&&w!==S?`In play: ${w}`:""}let n=ie(e.text),o=n??r??[],c=!!n,f=Math.min(e.chosen,Math.max(o.length-1,0)),h=c?l?d`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`:"":d`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`;V(d`${h}
      ${o.map(($,b)=>d`
        <div class="player" aria-pressed=${String(b===f)}>
          <span class="swatch" style=${`background:${W(b)}`}></span>
          <button type="button" aria-pressed=${String(b===f)} ?disabled=${!c}
            title="Choose this player, then tap a space on the board" @click=${()=>i.choose(b)}>Player ${b+1}: space ${$}</button>
          <button type="button" aria-label=${`Remove player ${b+1}`} ?disabled=${!c||o.length===1}
            @click=${w=>i.remove(b,w)}>${ue.remove}</button>
        </div>`)}`,t("players")),t("add-player").disabled=!c;let m=Number(s.rules.find($=>$.key==="board").default),u=a?a.board:Number(e.rules.board)||m,k=t("board");k.setAttribute("viewBox","-120 -120 240 240"),V(v`${Oe({b:u,spaces:o,onPick:c?($,b)=>i.place($,b):null})}`,k)}var Ct=26,hs=40,Nt=44;function us(t){t.currentTarget.parentElement.setAttribute("aria-expanded","true")}function Et(t,e=!0,s=!1){if(/ digits\)$/.test(String(t)))return!0;let a=st(t,e);return a.length>=4&&a.join("").length>(s?Nt:Ct)}function g(t,e=!0,s=!1){let a=st(t,e),r=a.join("");if(a.length<4||r.length<=(s?Nt:Ct))return d`<span class="num" style=${`--chars:${r.length}`}>${r}</span>`;let i=r.replace(/\D/g,"").length,l=`${a.slice(0,2).join("")}\u2026${e?",":""}${a[a.length-1]}`,n=` (${i} digits)`,o=!s&&r.length<=hs,c=o?d`<span class="whole-digits">${r}</span>`:"";return d`<span class=${`num long-count${o?" fits-wide":""}`} aria-expanded="false" style=${`--chars:${l.length+n.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${us}>${l}<span
      class="how-long">${n}</span></button><span class="every-digit">${a.map((f,h)=>h?d`<wbr>${f}`:f)}</span>${c}</span>`}function qe(t){let e=t.before.map(s=>s.slice());return t.rows.map(s=>(e=e.slice(),e[s.player-1]=[s.space,s.score],e))}var De=8,fs=12;function Pt({a:t,state:e,act:s}){let{rules:a,starts:r}=t.solve,i=r.length,l=qe(t.trace),n=Math.min(e.step,l.length),o=n===0?r:l[n-1].map(([M])=>M),c=n>0?t.trace.rows[n-1]:null,f=c?c.player-1:0,h=(n>=2?l[n-2]:t.trace.before)[f][0],m=c?[c.space,c.score]:null,u=c?c.rolled.length<=fs?`${c.rolled.join("+")} = ${U(c.moved)}`:`${U(c.rolled.length)} values adding up to ${U(c.moved)}`:"",k=a.rolls,$=d`
    <p>The players stand on a ring of <strong>${a.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${k===1?"once":d`<strong>${k}</strong> times`},
    move forward by the sum (after space ${a.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`,b=n===0?d`Before the first turn: ${r.slice(0,De).map((M,_)=>d`<span class="who" style=${`--c:${W(_)}`}>player ${_+1}</span> on space ${M}${_<Math.min(i,De)-1?", ":i>De?d`, and ${i-De} more players.`:"."}`)}`:d`Turn ${g(c.turn)} of all players is <span class="who" style=${`--c:${W(f)}`}>player ${f+1}</span>'s
      ${le(c.round)} turn (round ${c.round}): rolls ${u}, from space ${h} to space ${m[0]}${c.laps>0?` (${D(U(c.laps),"whole lap")} of the board${c.steps?` and ${D(c.steps,"space")}`:""})`:""}, scoring
      ${D(m[0],"point")}, ${g(m[1])} in all.`,w=l.length,S=d`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${n} of all players of the practice game`}>
      ${Oe({b:a.board,spaces:o,highlight:m?m[0]:0,move:c?{from:h,to:c.space,steps:c.steps,laps:c.laps}:null})}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${n===0} @click=${M=>s.step(n-1,M)}>${ue.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${n}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${n>=w} @click=${M=>s.step(n+1,M)}>${ue.next}</button>
      <input type="range" id="step" min="0" max=${w} .value=${String(n)} @input=${M=>s.step(Number(M.target.value),M)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${b}</figcaption>`;return{words:$,figure:S}}function ne({w:t,h:e,pad:s,x:a,y:r,xTicks:i,yTicks:l,xLabel:n,yLabel:o}){return v`
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
    </g>`}var ms=8,gs=60;function zt({a:t,width:e}){let{rules:s,starts:a,practice:r}=t.solve,{practice_cycles:i}=t.explain,l=a.length,n=s.practice_target,o=i.cycles.slice(0,ms),c=o.map((h,m)=>{let u=d`<span class="who" style=${`--c:${W(m)}`}>Player ${m+1}</span>`,k=d`The die is back where it was for them every <strong>${g(h.die_period)}</strong> of their
      turns: its ${g(s.practice_die)} values, ${g(h.rolls_apart)} rolls from one of their turns to the
      next, come round after ${g(s.practice_die)} ÷ gcd(${g(s.practice_die)}, ${g(h.rolls_apart)}) turns.`;if(h.turns===null)return d`<li>${u}: no cycle found within the page's limits. ${k}</li>`;let $=String(h.die_period),b=String(h.turns),w=h.span_rest===null?null:d`Their moves repeat with the die, but one span of ${g(h.die_period)} turns leaves them
        ${D(h.span_rest,"space")} on past whole laps of the board; ${g(h.spans)} spans
        (${g(h.turns)} turns) move them ${g(h.spans)} × ${g(h.span_rest)} spaces on, the fewest
        that make whole laps of ${g(s.board)}, so they are back where they started.`,S=b===$?"Their moves repeat with the die, and over those turns they make whole laps of the board.":w??"Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.",M=h.laps!==null?d` Their moves on the board (each sum less whole laps) are ${h.moves.join(", ")}
        spaces, landing on ${h.spaces.join(", ")}: ${h.laps===0?"no move at all past whole laps":h.laps===1?"one whole lap in all":`${h.laps} whole laps in all`}, so back where they started.`:h.moves.length?d` Their first ${h.moves.length} moves on the board: ${h.moves.join(", ")}, … spaces, landing on
          ${h.spaces.join(", ")}, ….`:"";return d`<li class="cycle">${u} is back on space ${a[m]},
      about to make the same moves again, ${h.turns===1?"after each of their turns":d`every <strong>${g(h.turns)}</strong> of their turns`}, having scored
      <strong>${g(h.points)}</strong> ${h.points==="1"?"point":"points"}. ${k} ${S}${M}${h.reached_first?d` <strong>The target comes first:</strong> the game ends before they come round.`:""}</li>`});return{words:d`
    <p>The practice die rolls <code>${s.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${D(s.board,"space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${c}</ul>
    ${l>o.length?d`<p class="help">(The first ${o.length} of ${l} players.)</p>`:""}
    ${o.some(h=>h.turns!==null&&!h.reached_first)?d`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`:d`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${r.winner} reaches ${g(n)} first, on
    their ${le(i.winner_turns)} turn (turn ${g(r.turns_played)} of all players,
    ${g(r.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${g(r.lowest)} × ${g(r.die_rolls)} = <strong>${g(r.answer)}</strong>.</p>
    ${i.far?d`<p>To a target of ${g(i.far_target)} the same game lasts ${g(i.far.turns_played)}
        turns of all players and its answer is <span class="long">${g(i.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`:d`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${g(i.far_target)}.</p>`}`,figure:d`${$s(t,e)}${ys(t,e)}`}}function $s(t,e){let{rules:s,starts:a}=t.solve,r=qe(t.trace),i=r.reduce((T,C)=>C.reduce((q,[,I])=>Math.max(q,Number(I)),T),1),n=BigInt(s.practice_target)<=BigInt(i)?Number(s.practice_target):null,o=i,c=Ne(ae(o,5)),f=Math.max(...c.map(([,T])=>T.length)),[h,m,u]=[e,240,{l:Ee(f),r:24,t:24,b:40}],k=Math.max(r.length,1),$=T=>u.l+(h-u.l-u.r)*T/k,b=T=>m-u.b-(m-u.t-u.b)*T/o,w=Ne(ae(k,Math.max(3,Math.floor(h/70)),!0)),S=a.map((T,C)=>{let q=[`${$(0)},${b(0)}`].concat(r.map((I,N)=>`${$(N+1)},${b(Number(I[C][1]))}`)).join(" ");return v`<polyline points=${q} fill="none" stroke=${W(C)} stroke-width="1.5"></polyline>`}),M=t.trace.ended?"":` (the first ${U(r.length)} drawn)`,_=n===null?"":v`<line class="target" x1=${u.l} x2=${h-u.r} y1=${b(n)} y2=${b(n)}></line>
      <text class="target-label" x=${h-u.r} y=${b(n)-4} text-anchor="end">target ${U(s.practice_target)}</text>`;return d`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${h} ${m}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${U(s.practice_target)} points`}>
    ${ne({w:h,h:m,pad:u,x:$,y:b,xTicks:w,yTicks:c,xLabel:`turns of all players${M}`,yLabel:"score"})}
    ${_}
    ${S}
  </svg>
  ${n===null?d`<p class="caption" id="practice-scores-cut">The scores up to turn ${U(r.length)} of
    all players; the target, ${U(s.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${U(String(i))}).</p>`:""}`}function ys(t,e){let{rules:s,starts:a}=t.solve,r=a.length,i=t.trace.rows.slice(0,gs*Math.min(r,4)),l=s.board,[n,o,c]=[e,200,{l:Ee(String(l).length),r:24,t:24,b:40}],f=Math.max(i.length,1),h=_=>c.l+(n-c.l-c.r)*(_+.5)/f,m=_=>o-c.b-(o-c.t-c.b)*_/l,u=ae(f,Math.max(3,Math.floor(n/70)),!0).filter(_=>_>=1).map(_=>[_-1,rt(_)]),k=ae(l,5,!0).map(_=>[_,String(_)]),$=t.explain.practice_cycles.cycles[0],b=[];if($.span!==null&&BigInt($.span)<BigInt(f)){let _=Number($.span);for(let T=1;T*_<f;T+=2){let C=h(T*_-.5),q=h(Math.min((T+1)*_,f)-.5);b.push(v`<rect class="band" x=${C} y=${c.t} width=${q-C} height=${o-c.t-c.b}></rect>`)}}let w=Math.max(1.5,Math.min(3,(n-c.l-c.r)/f/2.5)),S=i.map((_,T)=>v`<circle cx=${h(T)} cy=${m(_.space)} r=${w} fill=${W(_.player-1)}></circle>`),M=b.length?`Shaded: every other cycle of player 1 (${U(String($.turns))} of their turns).`:"";return d`<svg class="chart" id="practice-points" viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`Points scored on each of the first ${i.length} turns: the space landed on`}>
    ${b}
    ${ne({w:n,h:o,pad:c,x:h,y:m,xTicks:u,yTicks:k,xLabel:"turns of all players",yLabel:"points scored: the space landed on"})}
    ${S}
  </svg>
  <p class="caption">${M}</p>`}function Lt({a:t}){let e=t.explain.universes,{rules:s,starts:a}=t.solve,r=a.length,i=d`
    <p>Each roll of the Dirac die splits the universe into one per face: ${s.dirac_faces}.
    A turn of ${D(s.rolls,"roll")} splits it into <strong>${g(e.per_turn)}</strong>,
    a round of ${D(r,"player")} into ${e.per_round?d`<strong>${g(e.per_round)}</strong>`:"more than can be written here"}. The longest game
    lasts ${D(e.round_count,"round")}${e.unstopped?d`: had no game ended sooner, that many
    full rounds would make <span class="long">${g(e.unstopped)}</span> universes`:""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${g(e.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${D(s.board,"space")} with a score below
    ${s.dirac_target}: <strong>${g(e.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${e.game_states?d`<strong>${g(e.game_states)}</strong>`:"too many to write"} states; one
    player alone has ${g(e.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${ws(t)}
    ${bs(t)}`,l=[["states of one player: space and score",e.player_states,e.player_states_digits],["states of the whole game",e.game_states,e.game_states_digits],["universes played to the end",e.total,e.total_digits],[`universes after ${D(e.round_count,"round")}, had none ended`,e.unstopped,e.unstopped_digits]].filter(([,c])=>c),n=Math.max(...l.map(([,,c])=>c)),o=d`
    <div class="digits-bars" role="list">
      ${l.map(([c,f,h])=>d`
        <div class="digits-bar" role="listitem">
          <div class="what">${c}</div>
          <div class="bar" style=${`width:${100*h/n}%`}></div>
          <div class="count">${g(f)}${Et(f)?"":d` <span class="help">(${D(h,"digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${xs(t)}`;return{words:i,figure:o}}function bs(t){let e=t.explain.visits,s=t.explain.universes,a=e.player_cells,r=a.map((i,l)=>d`${l?l===a.length-1?" and ":", ":""}${g(i)}`);return d`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${e.joint_visited!==null?d`Here it solves <strong>${g(e.joint_visited)}</strong> states (of the
        ${s.game_states?g(s.game_states):"many"} there are), making ${g(e.joint_moves)} moves.`:d`Here the game has too many states for this page to walk them.`}
    ${a.length?d`Counting each player alone, dirac visits ${r}
      (space, score) cells (${a.length===1?"the player's":"one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).`:""}</p>`}function ws(t){let{rules:e}=t.solve,s=t.explain.turn_moves,a=t.explain.universes.per_turn,r=s.sums,i=o=>o.length<=12?o.join(", "):`${o.slice(0,5).join(", ")}, \u2026, ${o.slice(-2).join(", ")}`,l=r.length>s.folded_count,n=e.rolls===1?d`A turn is one roll: `:d`And a state's count does not fan out ${g(a)} ways a turn. Only the sum of
    the rolls moves the player, not their order: `;return d`<p id="fold-words">${n}${r.length?d`the ${g(a)} roll sequences of a turn have only <strong>${D(r.length,"sum")}</strong>,
        ${i(r.map(o=>o.sum))}, in ${i(r.map(o=>o.ways))} ${r.length===1?"way":"ways"}.`:d`their sums are too many to list here.`}
    On a board of ${D(e.board,"space")} a sum of s moves the player s spaces on, which lands where
    s − ${e.board} would: only the remainder of s divided by ${e.board} matters${r.length?l?d`, so the sums fold onto <strong>${D(s.folded_count,"move")}</strong> on the board`:d`, and here every sum is its own move: <strong>${D(s.folded_count,"move")}</strong>`:d`: a turn has <strong>${D(s.folded_count,"move")}</strong> on the board`}.
    A turn sends each state's count to ${D(s.folded_count,"place")}, each times its
    sequences: the multiplication by ${g(a)} happens in the counts, never one sequence at a time.</p>`}function xs(t){let{rules:e}=t.solve,s=t.explain.turn_moves;if(!s.sums.length)return d`<p class="help" id="fold">${D(s.folded_count,"move")} on the board; the sums are too many to draw.</p>`;let a=Math.max(...s.sums.map(i=>Number(i.ways))),r=s.sums.some(i=>i.sequences.length);return d`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${r?"":" bars"}${s.sums.length>20?" many":""}`}>${s.sums.map(i=>d`<div class="fold-col" data-sum=${i.sum}>
      <div class="ways">${g(i.ways)}</div>
      ${r?d`<div class="chips">${i.sequences.map(l=>d`<span class="chip">${l.join("+")}</span>`)}</div>`:d`<div class="fold-bar" style=${`height:${Math.max(2,60*Number(i.ways)/a)}px`}></div>`}
      <div class="sum">${i.sum}</div>
      <div class="to">${r?"\u2192 ":""}${i.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${r?"":", in grey,"} the spaces it moves on a board of ${e.board} (its
    remainder). ${s.folded.length<s.folded_count?"":d`Moves: ${s.folded.map((i,l)=>d`${l?", ":""}${i.distance} in ${g(i.ways)}`)}.`}</figcaption>
  </figure>`}var vs=1600;function ks(t){let e=[[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]],s=Math.max(0,Math.min(1,t))*(e.length-1),a=Math.min(Math.floor(s),e.length-2),r=s-a,i=e[a].map((l,n)=>Math.round(l+(e[a+1][n]-l)*r));return`rgb(${i[0]},${i[1]},${i[2]})`}var Rt="#eef0f3",Bt=t=>ks(.15+.85*Math.sqrt(t));function at({a:t,act:e,playing:s,kind:a,label:r,min:i=0,value:l,last:n=null}){return n??=t.turn_tables.last_turn,d`<div class="scrubber">
    <button type="button" class="play" aria-label=${s?"Pause":"Play"} @click=${()=>e.play(a)}>${s?ue.pause:ue.play}</button>
    <label for=${a}>${r} <output>${l}</output> of ${n}</label>
    <input type="range" id=${a} min=${i} max=${n} .value=${String(l)} @input=${o=>e[a](Number(o.target.value),o)}>
  </div>`}function Ht({a:t,layers:e,state:s,act:a,width:r,playing:i}){let{rules:l}=t.solve,n=d`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (${t.solve.starts.length===1?"section 5 counts the game's universes from them":"section 5 combines the players' into the game's universes"}).</p>
    <p>A turn splits every cell's count ${g(t.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${l.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${D(t.turn_tables.last_turn,"turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`,o=e.find(m=>m?.error?.kind==="refused");if(o)return{words:n,figure:d`<p class="help" id="layers-refused">${o.error.message}</p>`};let c=t.turn_tables.players,f=c.slice(0,e.length),h=d`
    ${at({a:t,act:a,playing:i==="turn",kind:"turn",label:"Each player's turn",value:s.turn})}
    ${f.length<c.length?d`<p class="help">The grids of the first ${f.length} of ${c.length} players.</p>`:""}
    <div class="layers">${f.map((m,u)=>_s(m,u,e[u],s,a,r,i==="turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${Rt} 0 8%,${[0,.1,.25,.5,.75,1].map(Bt).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;return{words:n,figure:h}}function _s(t,e,s,a,r,i,l){if(!s||s.error)return d`<div class="layer">${s?s.error.message:"no grid"}</div>`;let n=s.ok,o=n.grid.length,c=n.grid[0].length,f=o<=30&&n.space_totals.every(E=>E.length<=7),[h,m,u,k]=[Ee(String(o).length),f?64:6,22,40],$=(Math.min(i,640)-h-m)/c,b=$<fe&&h+m+c*fe<=vs,w=b?fe:$,S=h+m+c*w,M=Math.max(Math.min(24,Math.max(w,18)),Math.min(18,480/o),4),_=u+o*M+k,T=a.cell&&a.cell.player===e?a.cell:null,C=(E,R,x)=>{let B=He(E.key,[R,x],[1,0],[o,c-1]);B&&(E.preventDefault(),r.cell({player:e,space:B[0],score:B[1]},!0))},q=E=>{let R=E.target.dataset;return R&&R.space?[Number(R.space),Number(R.score)]:null},I=E=>{let R=q(E);!R||T&&T.space===R[0]&&T.score===R[1]||r.cell({player:e,space:R[0],score:R[1]})},N=E=>{let R=q(E);R&&C(E,...R)},j=[];for(let E=1;E<=o;E++)for(let R=0;R<c;R++){let x=n.grid[E-1][R],B=T?T.space===E&&T.score===R:E===1&&R===0;j.push(v`<rect class="cell" id=${`cell-${e}-${E}-${R}`} x=${h+R*w} y=${u+(E-1)*M}
        width=${Math.max(w-.5,.5)} height=${M-.5} fill=${x==="0"?Rt:Bt(n.shade[E-1][R])}
        tabindex=${B?0:-1} role="button" aria-label=${`space ${E}, score ${R}: ${x}`}
        data-space=${E} data-score=${R}></rect>`)}let L=[],F=[];for(let E=1;E<=o;E++)(o<=30||E%10===0||E===1)&&L.push(v`<text x=${h-4} y=${u+(E-.5)*M+4} text-anchor="end">${E}</text>`),f&&F.push(v`<text class="total" x=${S-2} y=${u+(E-.5)*M+4} text-anchor="end">${U(n.space_totals[E-1])}</text>`);let X=Math.max(1,Math.ceil(c/Math.max(2,Math.floor((S-h-m)/28)))),Y=[];for(let E=0;E<c;E+=X)Y.push(E);Y[Y.length-1]!==c-1&&(c-1-Y[Y.length-1]<X/2+.5&&Y.length>1&&Y.pop(),Y.push(c-1));let Z=Y.map(E=>v`<text x=${h+(E+.5)*w} y=${u+o*M+14} text-anchor="middle">${E}</text>`),te=T?v`<rect class="chosen" x=${h+T.score*w+1} y=${u+(T.space-1)*M+1} width=${Math.max(w-2.5,1)} height=${M-2.5}></rect>`:"",J=(E,R,x="")=>v`<svg class=${R?"grid wide":"grid"} viewBox=${E}
      width=${R??K} height=${R?_:K}
      role="group" @click=${I} @focusin=${I} @keydown=${N}
      aria-label=${`Player ${e+1}'s sequences by space (rows) and score (columns) after ${n.turn} of their turns`}>
      <text class="label" x=${h} y=${u-8}>score →</text>
      ${j}${te}${Z}${x}
    </svg>`,O=T?d`Space ${T.space}, score ${T.score}: <strong>${g(n.grid[T.space-1][T.score])}</strong> sequences.
      Space ${T.space} over every score: ${g(n.space_totals[T.space-1])};
      score ${T.score} over every space: ${g(n.score_totals[T.score])}.`:d`Tap a cell to read its count here.`;return d`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${W(e)}`}></span>
      <strong>Player ${e+1}</strong> (start ${t.start}), ${n.turn===0?"before their first turn":d`after their ${le(n.turn)} turn`}:
      <strong>${g(n.playing)}</strong> ${n.playing==="1"?"sequence":"sequences"} still playing; largest cell ${g(n.largest)}; reached the target
      ${n.turn===0?"none yet":d`on this turn ${g(n.reached_on_turn)}, so far ${g(n.reached)}`}.</p>
    ${b?d`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${h} ${_}`} width=${h} height=${_} aria-hidden="true">${L}</svg>
      <div class="scroll grid-scroll">${J(`${h} 0 ${S-h-m} ${_}`,S-h-m)}</div>
      ${f?v`<svg class="grid grid-totals" viewBox=${`${S-m} 0 ${m} ${_}`} width=${m} height=${_}
        aria-hidden="true"><text class="label" x=${S-2} y=${u-8} text-anchor="end">row total</text>${F}</svg>`:""}
      </div>
      <p class="caption">Rows: spaces 1 to ${o}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`:d`<div class="grid-box">${J(`0 0 ${S} ${_}`,null,v`
        ${f?v`<text class="label" x=${S-2} y=${u-8} text-anchor="end">row total</text>`:""}
        ${L}${F}
        <text class="label" x=${h} y=${_-6}>rows: spaces 1 to ${o}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${e}`} aria-live=${l?"off":"polite"}>${O}</p>
  </div>`}function ot(t,e){let s=t.turn_tables.rounds,a=t.turn_tables.first_win_round;return Math.min(e.round>0?e.round:a,Math.max(s.length,1))}function Ot({a:t,state:e,act:s,width:a,playing:r}){let i=ot(t,e),l=t.explain.round_terms[i-1],n=f=>d`<div class="product">
    <p><span class="who" style=${`--c:${W(f.player-1)}`}>Player ${f.player}</span> wins in round ${i} in</p>
    <div class="equation">${f.factors.map((h,m)=>d`<span class="factor">
      <span class="count">${m?d`<span class="times">× </span>`:""}${g(h.count)}</span>
      <span class="why">${h.of==="reached"?d`player ${h.player} reaches the target on their ${le(h.turn)} turn`:d`player ${h.player} still playing after ${h.turn===0?"no turn":d`their ${le(h.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${g(f.product)}</strong><span class="why">universes: the product</span></span></div></div>`,o=d`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${i}:</p>
    ${l?l.terms.map(n):d`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${g(t.solve.dirac.answer)}</strong>.</p>`,c=d`
    ${at({a:t,act:s,playing:r==="round",kind:"round",label:"Round",min:1,value:i,last:Math.max(t.turn_tables.rounds.length,1)})}
    ${It(t,i,a,s,"probability")}
    ${It(t,i,a,s,"universes")}
    ${As(t,i,r==="round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${D(t.solve.starts.length,"turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;return{words:o,figure:c}}function It(t,e,s,a,r){let i=t.chart.bars,l=t.chart.per_player,[n,o,c]=[s,170,{l:48,r:24,t:10,b:40}],f=N=>r==="probability"?N.win_height:N.universes_height,h=r==="probability"?1:Math.max(...i.map(N=>f(N).reduce((j,L)=>j+L,0)),1e-9),m=Math.max(i.length,1),u=(n-c.l-c.r)/m,k=N=>c.l+(N-.5)*u,$=N=>o-c.b-(o-c.t-c.b)*N/h,b=u>=7*String(m).length+6,w=Array.from({length:m},(N,j)=>j+1),S=(b?w:ae(m,Math.max(3,Math.floor(n/50)),!0).filter(N=>N>=1)).map(N=>[N,String(N)]),M=ae(h*100,4).map(N=>[N/100,`${N}%`]),_=i.map(N=>{let j=0;return f(N).map((L,F)=>{let X=v`<rect class="round-bar" x=${c.l+(N.round-1)*u+u*.12} y=${$(j+L)} width=${u*.76}
        height=${Math.max(0,$(j)-$(j+L))} fill=${l?W(F):"#56b4e9"}></rect>`;return j+=L,X})}),T=i.map(N=>v`<rect class="hit" x=${c.l+(N.round-1)*u} y=${c.t} width=${u} height=${o-c.t-c.b}
    @click=${j=>a.round(N.round,j)}><title>${`round ${N.round}`}</title></rect>`),C=r==="probability"?v`<polyline class="undecided" points=${i.map(N=>`${k(N.round)},${$(N.undecided_height)}`).join(" ")}></polyline>`:"",q=v`<rect class="chosen-round" x=${c.l+(e-1)*u} y=${c.t} width=${u} height=${o-c.t-c.b}></rect>`,I=r==="probability"?"Probability of winning in the round (line: that nobody has won yet)":"Universes won in the round, as a share of all";return d`<p class="chart-title">${I}</p><svg class="chart rounds" id=${`rounds-${r}`} viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`${I}, by round; read the chosen round below the charts`}>
    ${q}
    ${ne({w:n,h:o,pad:c,x:k,y:$,xTicks:S,yTicks:M,xLabel:"round"})}
    ${_}${C}${T}
  </svg>`}function As(t,e,s){let a=t.chart.bars[e-1];if(!a)return"";let r=i=>t.chart.per_player?`Player ${i+1}`:"A player";return d`<div class="readout" id="round-readout" aria-live=${s?"off":"polite"}>
    <strong>Round ${e}</strong>:
    ${a.win_percent.map((i,l)=>d`${r(l)} wins with probability ${i}, ${a.universes_percent[l]} of all universes won; `)}
    nobody has won after it with probability ${a.undecided_percent}.</div>`}var Ms=[100,1e3,1e4,1e5],qt=8;function Ss(t){let e=t.trim(),s=Number(e);return/^\d+$/.test(e)&&Number.isSafeInteger(s)?s:e}function Dt(t,e,s,a,r){let i=s.simGames??1e3,l=s.simSeed??1,n=d`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${j=>a.simulate(Number(j.target.value),l,j)}>
      ${Ms.map(j=>d`<option value=${j} ?selected=${j===i}>${g(j)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(l)}
      @change=${j=>a.simulate(i,Ss(j.target.value),j)}></span>
    ${typeof l=="number"&&l<Number.MAX_SAFE_INTEGER?d`<button type="button" id="sim-again" @click=${j=>a.simulate(i,l+1,j)}>Roll again (seed ${l+1})</button>`:""}
  </div>`,o=d`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${t.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`,c=j=>d`${o}${n}${j}`;if(!e||e.key!==`${i}|${l}`)return c(d`<p class="help" id="sim-readout">Rolling ${g(i)} games…</p>`);if(e.answer.error)return c(d`<p class="help" id="sim-readout">${e.answer.error.message}</p>`);let f=e.answer.ok,[h,m]=[f.win_probability,f.share],u=Math.min(f.games_won.length,qt),[k,$,b]=[r,220,{l:48,r:24,t:24,b:40}],w=Math.max(f.games,10),S=j=>b.l+(k-b.l-b.r)*Math.log10(j)/Math.log10(w),M=j=>$-b.b-($-b.t-b.b)*j,_=[];for(let j=1;j<=w;j*=10)_.push(j);let T=Ne(_),C=[0,.25,.5,.75,1].map(j=>[j,`${j*100}%`]),q=Array.from({length:u},(j,L)=>{let F=W(L),X=f.running.map(te=>`${S(te.games)},${M(te.frequency_height[L])}`).join(" "),[Y,Z]=[f.win_height[L],f.share_height[L]];return v`<line class="exact" x1=${b.l} x2=${k-b.r} y1=${M(Y)} y2=${M(Y)} stroke=${F}></line>
      <line class="share" x1=${b.l} x2=${k-b.r} y1=${M(Z)} y2=${M(Z)} stroke=${F}></line>
      <polyline class="running" points=${X} stroke=${F}></polyline>`}),I=d`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${k} ${$}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${ne({w:k,h:$,pad:b,x:S,y:M,xTicks:T,yTicks:C,xLabel:"games played (logarithmic scale)",yLabel:"games won"})}
    ${q}
  </svg>`,N=d`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${g(f.games)}</strong> games (seed ${f.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${f.games_won.slice(0,qt).map((j,L)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${W(L)}`}></span> ${L+1}</td>
      <td data-label="share of games">${f.frequency[L].percent}</td><td data-label="probability">${h[L].percent}</td>
      <td data-label="share of universes">${m[L].percent}</td><td data-label="games won">${g(j)}</td></tr>`)}</tbody></table></div>
  </div>`;return c(d`${I}${N}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`)}function Wt({a:t,sim:e,state:s,act:a,width:r}){let{dirac:i}=t.solve,l=t.stats.win_probability,n=d`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${g(t.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`,o=d`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${i.wins.map((c,f)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${W(f)}`}></span> ${f+1}</td>
      <td data-label="probability of winning">${l[f].percent}</td><td data-label="share of universes">${i.share[f].percent}</td>
      <td data-label="universes won" class="long">${g(c)}</td><td data-label="start">${t.solve.starts[f]}</td></tr>`)}</tbody></table></div>`;return{words:n,figure:d`${o}${Ts(t,s,a,r)}${Dt(t,e,s,a,r)}`}}function Ts(t,e,s,a){let r=t.stats.length,i=C=>C.height,l=r.filter(C=>C.charted),[n,o,c]=[a,200,{l:48,r:24,t:26,b:40}],f=Math.max(...l.map(i),1e-9),h=ae(f*100,4).map(C=>[C/100,`${C}%`]),m=Math.max(f,h[h.length-1][0]),u=(n-c.l-c.r)/Math.max(l.length,1),k=C=>c.l+(C+.5)*u,$=C=>o-c.b-(o-c.t-c.b)*C/m,b=Math.max(1,Math.ceil(l.length/Math.max(2,Math.floor(n/36)))),w=l.map((C,q)=>[q,String(C.turns)]).filter((C,q)=>q%b===0),S=l.findIndex(C=>C.turns===e.length),M=S>=0?l[S]:l.find(C=>C.turns===t.stats.most_likely_turns)??l[0],_=l.map((C,q)=>v`<rect class=${C===M?"bar picked":"bar"} x=${c.l+q*u+u*.12} y=${$(i(C))}
    width=${u*.76} height=${Math.max(0,$(0)-$(i(C)))} @click=${I=>s.length(C.turns,I)}><title>${`${C.turns} turns: ${C.probability.percent}`}</title></rect>`),T=r.length-l.length;return d`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${D(t.solve.starts.length,"turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${n} ${o}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${ne({w:n,h:o,pad:c,x:k,y:$,xTicks:w,yTicks:h,xLabel:"length of the game, in turns of all players",yLabel:"probability"})}
      ${_}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(l.length-1,0)} .value=${String(Math.max(l.indexOf(M),0))}
        @input=${C=>s.length(l[Number(C.target.value)].turns,C)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${M?d`A game of <strong>${M.turns}</strong> turns of all players:
      probability <strong>${M.probability.percent}</strong>${M.turns===t.stats.most_likely_turns?" (the most likely length)":""}.`:""}
      On average the game lasts ${t.stats.expected_turns.short} turns of all players (${t.stats.expected_rolls.short} rolls).
      ${T?`${T} lengths of probability under 0.05% each are not drawn.`:""} Tap a bar, or move the slider, to read it.</p>`}var js=12;function Ut({a:t,sweep:e,state:s,act:a,width:r,history:i}){let l=d`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;if(!e)return{words:l,figure:d`<p class="help" id="sweep-waiting">Computing the sweep…</p>`};if(e.error)return{words:l,figure:d`<p class="help" id="sweep-problem">${e.error.message}</p>`};let n=e.ok,o=n.rules.board,c=P=>P.every(H=>H>=1&&H<=o),[f,h]=t.solve.starts.length===2&&c(t.solve.starts)?t.solve.starts:[0,0],m=s.pair&&c(s.pair)?s.pair:f?[f,h]:[1,1],u=28,k=r>=600?Math.max(Math.min(r-250,480),Math.min(r,u+fe*o)):r,$=Math.floor((k-u)/o),b=$<fe,w=b?fe:Math.min(48,$),S=u+w*o,M=o<=js&&w>=24,_=(P,H)=>n.cells[(P-1)*o+(H-1)],T=(P,H,p)=>{if(P.key==="Enter"||P.key===" "){P.preventDefault(),a.playPair([H,p],P);return}let y=He(P.key,[H,p],[1,1],[o,o]);y&&(P.preventDefault(),a.pair(y,!0))},C=n.cells.map(P=>{let[H,p]=P.starts,[y,A]=[u+(p-1)*w,u+(H-1)*w],z=m[0]===H&&m[1]===p;return v`<rect class="cell" id=${`pair-${H}-${p}`} data-starts=${`${H},${p}`} x=${y} y=${A} width=${w} height=${w} fill=${P.colour}
        tabindex=${z?0:-1} role="button" aria-label=${`player 1 on ${H}, player 2 on ${p}: player 1 wins with probability ${P.win_probability[0].percent}`}
        @click=${()=>a.pair([H,p],!0)} @focus=${()=>z||a.pair([H,p])} @keydown=${Q=>T(Q,H,p)}></rect>`}),q=w>=34?12:11,I=M?n.cells.map(P=>{let[H,p]=P.starts,[y,A]=[u+(p-1)*w,u+(H-1)*w];return v`<text class="label" data-starts=${`${H},${p}`} x=${y+w/2} y=${A+w/2+4} text-anchor="middle" style=${`font-size:${q}px`}>${P.label}</text>`}):[],[N,j]=M?[w/2+4+q/4+.5,w-3.5]:[0,w],L=Math.max(1.5,Math.min(2.5,(j-N)/2)),F=n.summary.best_by_column.map((P,H)=>v`<circle class="best" data-starts=${`${P},${H+1}`}
      cx=${u+(H+.5)*w} cy=${u+(P-1)*w+(N+j)/2} r=${L}></circle>`),X=[],Y=Math.max(1,Math.floor((S-u)/22)),Z=o<=Y?1:[2,5,10,20,50,100,200,500].find(P=>Math.ceil(o/P)+1<=Y)??Math.ceil(o/Y),te=[1];for(let P=Z;P<o;P+=Z)P-1>=Z/2+.5&&o-P>=Z/2&&te.push(P);o>1&&te.push(o);for(let P of te){let H=String(P).length*3.7;X.push(v`<text x=${Math.min(u+(P-.5)*w,S-H-1)} y=${u-8} text-anchor="middle">${P}</text>`),X.push(v`<text x=${u-6} y=${Math.min(u+(P-.5)*w+4,S-4)} text-anchor="end">${P}</text>`)}let J=(P,H)=>v`<rect class=${H} x=${u+(P[1]-1)*w+1.5} y=${u+(P[0]-1)*w+1.5} width=${w-3} height=${w-3}></rect>`,O=_(m[0],m[1]),E=f===m[0]&&h===m[1],R=O?d`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${m[0]}, player 2 on ${m[1]}</strong>${E?" (the starts above)":""}</p>
      <p>Player 1 wins with probability <strong>${O.win_probability[0].percent}</strong>
        (<span class="long">${g(O.win_probability[0].numerator)} / ${g(O.win_probability[0].denominator)}</span>);
        player 2 with <strong>${O.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${g(O.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${g(O.dirac_answer)}</strong></p>
      <p>Universes won: ${g(O.wins[0])} and ${g(O.wins[1])}.</p>
      ${(()=>{let P=n.summary.best_by_column[m[1]-1],H=_(P,m[1]);return H?d`<p id="sweep-column">Against player 2 on ${m[1]} (this column), player 1 does best
          starting on <strong>${P}</strong>: ${H.win_probability[0].percent}.</p>`:""})()}
      ${E?"":d`<button type="button" @click=${P=>a.playPair(m,P)}>Play these starts${t.solve.starts.length===2?"":" (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it${i?", and the browser's Back button to the game before":""}.</p>`}
    </div>`:"",x=n.summary,B=t.solve.starts.length,se=B===2?"":d`<p class="help" id="sweep-not-here">The game above has
    ${B===1?"one player":`${B} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`,we=d`${se}${b?d`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${o}.</p>`:""}<div class="sweep-wrap">
    <div class=${b?"sweep-box scroll":"sweep-box"}>
    <svg class=${b?"sweep wide":"sweep"} id="sweep" viewBox=${`0 0 ${S} ${S}`} width=${S} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${C}
      ${f?J([f,h],"playing"):""}
      ${J(m,"focus")}
      ${I}
      ${F}
      ${X}
    </svg>
    </div>
    ${R}
  </div>
  <div class="key"><span>${n.scale.low}%</span><span class="ramp" style=${`background:linear-gradient(to right,${n.key.join(",")})`}></span><span>${n.scale.high}%</span></div>
  <p class="caption">Rows: player 1's start; columns: player 2's. A dot marks player 1's best
  start against each start of player 2 (the most likely to win in its column). Player 1 is more likely than
  not to win in ${x.first_mover_favoured} of ${x.games} pairs; best for player 1: starts
  ${x.best[0].starts.join(" and ")} (${x.best[0].probability.percent}), worst: starts
  ${x.worst[0].starts.join(" and ")} (${x.worst[0].probability.percent}); best for
  player 2: starts ${x.best[1].starts.join(" and ")} (${x.best[1].probability.percent}).</p>`;return{words:l,figure:we}}var it=[];function Ft(t,e){it=t.map(s=>[s,e.find(a=>a.key===s)?.name??s])}function Qt({scan:t,state:e,act:s,width:a}){let r=e.scanRule??"dirac-target",i=it.find(([x])=>x===r)?.[1]??r,l=d`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${x=>s.scanRule(x.target.value)}>
      ${it.map(([x,B])=>d`<option value=${x} ?selected=${x===r}>${B}</option>`)}
    </select>, the other rules and the players as above.</p>`,n=d`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${l}`;if(!t||t.rule!==r)return{words:n,figure:d`<p class="help">Computing…</p>`};if(t.answer.error)return{words:n,figure:d`<p class="help" id="scan-problem">${t.answer.error.message}</p>`};let o=t.answer.ok,c=o.scan_chart.drawn_values,f=o.scan_chart.players_drawn,[h,m,u]=[a,260,{l:48,r:16,t:24,b:40}],k=c.map(x=>x.x),[$,b]=[Math.min(...k),Math.max(...k)],w=Math.max(b-$,1),S=x=>u.l+(x-$+.5)/(w+1)*(h-u.l-u.r),M=x=>m-u.b-(m-u.t-u.b)*x,_=(h-u.l-u.r)/(w+1),T=Math.max(1,Math.ceil(c.length/Math.max(2,Math.floor((h-u.l-u.r)/32)))),C=c.filter((x,B)=>B%T===0).map(x=>[x.x,x.label]),q=[0,.25,.5,.75,1].map(x=>[x,`${x*100}%`]),I=o.scan_chart.current,N=Math.min(e.scanAt??I??0,c.length-1),j=[...c].sort((x,B)=>x.x-B.x),L=(x,B)=>j.map(se=>`${S(se.x)},${M(se[B][x])}`).join(" "),F=[];for(let x=0;x<f;x+=1)F.push(v`<polyline class="scan-win" points=${L(x,"win_height")} stroke=${W(x)}></polyline>`),F.push(v`<polyline class="scan-share" points=${L(x,"share_height")} stroke=${W(x)}></polyline>`);let X=(x,B)=>{let se={ArrowLeft:B-1,ArrowRight:B+1,Home:0,End:c.length-1}[x.key];x.key==="Enter"||x.key===" "?(x.preventDefault(),s.scanPlay(r,c[B].label,x)):se!==void 0&&(x.preventDefault(),s.scanAt(Math.max(0,Math.min(c.length-1,se)),!0))},Y=c.map((x,B)=>{let we=o.by_value[B].win_probability.map((P,H)=>`player ${H+1} ${P.percent}`).join(", ");return v`<rect class=${B===N?"scan-column at":"scan-column"} id=${`scan-${B}`} x=${S(x.x)-_/2} y=${u.t}
      width=${_} height=${m-u.t-u.b} tabindex=${B===N?0:-1} role="button"
      aria-label=${`${i} ${x.label}: ${we}`}
      @click=${()=>s.scanAt(B)} @keydown=${P=>X(P,B)}></rect>`}),Z=I==null?"":v`<rect class="scan-current" x=${S(c[I].x)-_/2} y=${u.t} width=${_} height=${m-u.t-u.b}></rect>`,te=v`<line class="scan-at" x1=${S(c[N].x)} x2=${S(c[N].x)} y1=${u.t} y2=${m-u.b}></line>`,J=o.by_value[N],O=d`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${i} ${J.value}</strong>${N===I?" (the game above)":""}</p>
    ${J.win_probability.slice(0,f).map((x,B)=>d`<p><span class="swatch" style=${`background:${W(B)}`}></span>
      Player ${B+1} wins with probability <strong>${x.percent}</strong> and in <strong>${J.dirac.share[B].percent}</strong> of the universes.</p>`)}
    ${J.contrast?d`<p class="contrast">${J.contrast}</p>`:""}
    ${N===I?"":d`<button type="button" id="scan-play" @click=${x=>s.scanPlay(r,J.value,x)}>Play ${i} ${J.value}</button>`}
  </div>`,E=o.by_value.filter(x=>x.contrast).map(x=>x.value),R=d`
    <svg class="chart" id="scan" viewBox=${`0 0 ${h} ${m}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${i} changes; tap a value to read it`}>
      ${Z}
      ${ne({w:h,h:m,pad:u,x:S,y:M,xTicks:C,yTicks:q,xLabel:i,yLabel:"probability and share"})}
      ${F}
      ${te}
      ${Y}
    </svg>
    <p class="scan-key">${Array.from({length:f},(x,B)=>d`<span class="nowrap"><span class="swatch" style=${`background:${W(B)}`}></span> player ${B+1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${O}
    <p class="caption" id="scan-caption">${E.length?`The player ahead in universes is not the likelier winner at ${E.length===1?"the value":"the values"} ${E.join(", ")}.`:"Here the player ahead in universes is always the likelier winner."}</p>`;return{words:n,figure:R}}function Kt(t){return t?`Player ${t.player} rolls ${t.rolled.join("+")} and moves to space ${t.space} for a total score of ${t.score}.`:"(the game has ended)"}function Cs(t){switch(t.kind){case"turn":return d`<p>Where the games part, turn ${g(t.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${Kt(t.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${Kt(t.mistaken_row)}</td></tr>
        </tbody></table>`;case"round":return d`<p>Where the counts part, round ${g(t.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${t.right_wins.map(e=>d`<td class="num">${g(e)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${t.mistaken_wins.map(e=>d`<td class="num">${g(e)}</td>`)}</tr>
        </tbody></table>`;case"counted":return d`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;case"beyond":return d`<p>The games' first ${g(t.turns)} turns are the same: they part later.</p>`;default:return d`<p>The game is played right: only its outcome is read wrongly.</p>`}}function Yt(t){let e=t.charAt(0).toUpperCase()+t.slice(1),s=e.split("`"),a=/[.!?]$/.test(e)?"":".";return d`${s.map((r,i)=>i%2?d`<code>${r}</code>`:r)}${a}`}var Vt=d`<p class="problem">Type the number the site turned down, then check it.</p>`;function Gt(t){if(t.error)return d`<p class="problem">${Yt(t.error.message)}</p>`;let e=t.ok.not_searched;return d`${Ns(t.ok)}${e?d`<p class="help">Not searched: ${Yt(e)}</p>`:""}`}function Ns(t){let e=s=>s.length===1?`part ${s[0]}`:"parts 1 and 2";return t.verdict==="right"?d`<p><strong>Right:</strong> it is ${e(t.right_parts)}'s answer.</p>`:t.verdict==="mistake"?d`<p><strong>Not right</strong>, and ${t.mistakes.length===1?"a known mistake gives":`${t.mistakes.length} known mistakes give`} exactly this number:</p>
      ${t.mistakes.map(s=>d`<div class="mistake" data-id=${s.id}>
        <p><code>${s.id}</code> (part ${s.part}): ${s.mistake}.</p>
        <p>See it: ${s.see}. The fix: ${s.fix}.</p>
        ${Cs(s.parting)}
      </div>`)}`:d`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${t.hints.map(s=>d`<p>Against part ${s.part}: too ${s.too_high?"high":"low"}; the right answer has ${s.digits} digits.</p>`)}`}var Xt=900,We={turn:Pt,practice:zt,universes:Lt,layers:Ht,rounds:Ot,chances:Wt,sweep:Ut,scan:Qt};function Jt({root:t,host:e,engine:s,store:a}){let r=p=>t.getElementById(p),i=!1,l=null,n=null,o={a:null,layers:[],sweep:null,sweepKey:null,scan:null,scanKey:null,sim:null,simKey:null,lastStarts:null},c=null,f=0,h=0,m={rule(p,y,A){n={...n,rules:{...n.rules,[p]:y}},L(!0,A)},choose(p){n={...n,chosen:p},Pe(r,n,l,o.a?.solve.rules??null,o.lastStarts,m,o.problem?.kind==="input")},place(p,y){n=tt(n,p),L(!0,y)},fix(p,y,A){n=tt({...n,chosen:p},y),L(!0,A)},remove(p,y){n=At(n,p),L(!0,y)},step(p,y){n={...n,step:Math.max(0,p)},T(!1),O(["turn"],y)},turn(p,y){y&&y.type!=="tick"&&_(),n={...n,turn:Math.max(0,p)},T(!1),Y(y)},round(p,y){y&&y.type!=="tick"&&_(),n={...n,round:Math.max(1,p)},T(!1),O(["rounds"],y)},play(p){let y=c?.kind;if(_(),y===p)return;let A=p==="turn"?o.a.turn_tables.last_turn:Math.max(o.a.turn_tables.rounds.length,1),z=()=>p==="turn"?n.turn:ot(o.a,n);z()>=A&&m[p](p==="turn"?0:1,{type:"tick"}),c={kind:p,interval:setInterval(()=>{if(z()>=A)return _();m[p](z()+1,{type:"tick",timeStamp:performance.now()})},Xt)},e.dataset.playMs=String(Xt),O([p==="turn"?"layers":"rounds"])},simulate(p,y){n={...n,simGames:p,simSeed:y},O(["chances"]),$()},reset(p){n={...et(l),scanRule:n.scanRule,hidden:n.hidden},r("input").value=n.text,L(!0,p)},cell(p,y){n={...n,cell:p},O(["layers"]),y&&r(`cell-${p.player}-${p.space}-${p.score}`)?.focus({preventScroll:!0}),r(`layer-readout-${p.player}`)?.scrollIntoView({block:"nearest"})},length(p,y){n={...n,length:p},O(["chances"],y)},pair(p,y){n={...n,pair:p},O(["sweep"]),y&&r(`pair-${p[0]}-${p[1]}`)?.focus()},playPair(p,y){n={...n,text:oe(p),pair:p},L(!0,y)},scanRule(p){n={...n,scanRule:p,scanAt:null},O(["scan"]),k()},scanAt(p,y){n={...n,scanAt:p},O(["scan"]),y&&r(`scan-${p}`)?.focus()},scanPlay(p,y,A){let z={...n.rules,[p]:String(y)};p==="dirac-faces"&&(z["dirac-die"]=""),n={...n,rules:z,scanAt:null},L(!0,A)}},u=()=>`${n.text}|${he(n.rules,l)}`;async function k(){if(!o.a)return;let p=n.scanRule??"dirac-target",y=`${u()}|${p}`;if(y===o.scanKey)return;let A=await s.call("scan",n.text,he(n.rules,l),p);if(A!==null){if(o.scan={rule:p,answer:A},o.scanKey=y,A.ok){let z=A.ok.scan_chart.current;n.scanAt!==null&&n.scanAt!==void 0&&n.scanAt>=A.ok.by_value.length&&(n={...n,scanAt:z})}O(["scan"]),e.dataset.scanned=y}}async function $(){if(!o.a)return;let p=n.simGames??1e3,y=n.simSeed??1,A=`${u()}|${p}|${y}`;if(A===o.simKey)return;let z=await s.call("simulate",n.text,he(n.rules,l),String(y),String(p));z!==null&&(o.sim={key:`${p}|${y}`,answer:z},o.simKey=A,O(["chances"]),e.dataset.simulated=A)}function b(){r("hide-answers").checked=n.hidden,r("answer-boxes").hidden=n.hidden,r("answers-hidden").hidden=!n.hidden}let w=null;async function S(){let p=r("mine").value.trim();if(!p){V(Vt,r("verdict")),e.dataset.checked="",w=null;return}let y=u(),A=await s.call("check",n.text,he(n.rules,l),p);A!==null&&(V(Gt(A),r("verdict")),e.dataset.checked=p,w=y)}function M(){w!==null&&w!==u()&&S()}function _(){if(!c)return;clearInterval(c.interval);let p=c.kind;c=null,O([p==="turn"?"layers":"rounds"])}function T(p){let y=kt(n,l);y!==a.read()&&a.write(y,p)}let C=150,q=null;function I(p){e.dataset.busy=String(p),clearTimeout(q),p?q=setTimeout(()=>r("status").textContent="Computing\u2026",C):r("status").textContent&&(r("status").textContent="")}function N(){if(!o.a)for(let p of Object.keys(We))V(d`<p class="help">Computing…</p>`,r(`${p}-words`))}let j=!1;async function L(p,y){let A=++f;j=!0,h++,s.cancel(),_(),T(p),I(!0),N();let z=he(n.rules,l),Q=z!==o.sweepKey,re=[n.text,z,n.turn,Q];if(i||await s.load(),A!==f)return;let ee=o.problem?null:s.firstNow("quick_answers",n.text,z),pe=performance.now();if(ee?.ok&&(E(ee.ok),await R(),A!==f))return;e.dataset.waitedMs=(performance.now()-pe).toFixed(2);let G=performance.now(),ge=s.now("quick_view",...re)??await s.call("view",...re);ge===null||A!==f||(e.dataset.engineMs=(performance.now()-G).toFixed(2),j=!1,X(ge,z),T(!1),te(y))}function F(p,y){o.sweep=p,o.sweepKey=y}function X(p,y){if(p.sweep&&F(p.sweep,y),p.error||p.analysis.error){o.problem=p.error??p.analysis.error,o.answers=p.answers??null;return}o.problem=null,o.a=p.analysis.ok,o.layers=p.layers??[],o.lastStarts=o.a.solve.starts;let{board:A}=o.a.solve.rules,{cell:z,pair:Q}=n,re=z&&o.layers[z.player]?.ok?.grid?.[z.space-1]?.[z.score]!==void 0,ee=Q&&Q[0]<=A&&Q[1]<=A;n={...n,turn:p.turn,cell:re?z:null,pair:ee?Q:null}}async function Y(p){if(j)return L(!1,p);let y=++f;if(s.cancel(),!o.a)return;I(!0);let A=[n.text,he(n.rules,l),n.turn];i||await s.load();let z=s.now("quick_layers",...A)??await s.call("layers",...A);z===null||y!==f||(o.layers=z.ok??[],O(["layers","rounds"],p),k(),$())}function Z(){let p=r("turn-fig").clientWidth;return Math.max(280,Math.min(720,p>0?p:640))}function te(p){J(),O(Object.keys(We),p),M(),o.problem||(k(),$())}function J(){let p=o.problem,y=r("problem");y.hidden=!p;let A=p?.wrapped_space&&p.line&&ie(n.text)?d` <button type="button" id="fix-start" @click=${re=>m.fix(p.line-1,p.wrapped_space,re)}>Put player
          ${p.line} on space ${p.wrapped_space}</button> <span class="help">(where space
          ${ie(n.text)[p.line-1]} comes to, counted round this board)</span>`:"";V(p?d`<span class="message">${p.message}</span>${A}`:"",y),p&&(y.dataset.kind=p.kind),e.dataset.stale=String(!!p);let z=p?.kind==="input";Pe(r,n,l,p?null:o.a?.solve.rules??null,o.lastStarts,m,z);let Q=p?.kind==="refused";Q&&(y.hidden=!0),se(p?null:o.a,Q?{problem:p,answers:o.answers}:null),r("reset").disabled=vt(n,l)}function O(p,y){let A=performance.now();if(o.a){let z=Z(),Q=o.simKey?.startsWith(`${u()}|`)?o.sim:null,re={a:o.a,layers:o.layers,sweep:o.sweep,scan:o.scan,sim:Q,state:n,act:m,width:z,playing:c?.kind??null,history:a.history},ee=o.a.solve,pe=o.problem?d`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${ee.starts.join(", ")}, a board of ${ee.rules.board} spaces), not the one above, until it is fixed.</p>`:"";for(let G of p){let{words:ge,figure:ns}=We[G](re);V(d`${pe}${ge}`,r(`${G}-words`)),V(ns,r(`${G}-fig`))}}else{let z=o.problem?.kind==="refused"?"Not drawn here: this game's analysis passes the page's limits (see beside part 2 above).":"Shown once the game above is one the engine can play.";for(let Q of p)V(d`<p class="help">${z}</p>`,r(`${Q}-words`))}I(!1),e.dataset.drawMs=(performance.now()-A).toFixed(2),y&&y.timeStamp!==void 0&&(e.dataset.redrawMs=(performance.now()-y.timeStamp).toFixed(2))}function E(p){V(g(p.practice.answer,!1,!0),r("part1")),V(g(p.dirac.answer,!1,!0),r("part2"));for(let y of["part1-how","part2-how"])r(y).classList.add("stale")}function R(){return new Promise(p=>requestAnimationFrame(()=>setTimeout(p,0)))}function x(p){V(g(p.answer,!1,!0),r("part1")),V(d`Player ${p.winner} reaches the target first, after ${g(p.turns_played)} turns of all
      players (${g(p.die_rolls)} rolls): lowest score ${g(p.lowest)} × ${g(p.die_rolls)} rolls.`,r("part1-how"))}function B(p){return p?d`<details id="refusal-plan"><summary>The plan: ${p.time} on the reference CPU and ${p.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${p.work.map(y=>d`<tr><td>${y.op}</td><td>${g(y.count)}</td><td>${g(y.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${g(p.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${p.kernel} kernel.</p></details>`:""}function se(p,y=null){for(let A of["part1-how","part2-how"])r(A).classList.remove("stale");if(!p){for(let z of["part1","part2"])V("\u2014",r(z));for(let z of["part1-how","part2-how"])V("",r(z));let A=y?.answers;if(A?.practice&&x(A.practice),A?.dirac&&we(A),y){let z=A?.dirac?d`The rest of this page: `:"Not computed here: ";V(d`${A?.dirac?d`${P(A)} `:""}<span id="refusal" role="alert">${z}${y.problem.message}. ${y.problem.by_limits?d`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`:"This is a fixed size of dirac's, the same on the command line."}</span>${B(y.problem.plan)}`,r("part2-how"))}return}x(p.solve.practice),we(p.solve),V(P(p.solve),r("part2-how"))}function we(p){V(g(p.dirac.answer,!1,!0),r("part2"))}function P(p){let{dirac:y}=p;return d`Player ${y.leader} wins in the most universes, of ${g(y.total)} in all.${p.contrast?` ${p.contrast}`:""}`}async function H(){await s.first,e.dataset.firstReadyMs=performance.now().toFixed(1),l={rules:s.firstNow("rules"),dice:s.firstNow("dice")},St(s.firstNow("palette")),xt(G=>s.firstNow("starts_read",G)),n=je(a.read(),l),b(),jt(l,m,r),r("input").addEventListener("input",G=>{n={...n,text:r("input").value},L(!1,G)}),r("add-player").addEventListener("click",G=>{n=_t(n),L(!0,G)}),r("reset").addEventListener("click",G=>m.reset(G)),r("hide-answers").addEventListener("change",()=>{n={...n,hidden:r("hide-answers").checked},b(),T(!1)}),r("check-form").addEventListener("submit",G=>{G.preventDefault(),S()});let p=Z(),y=0;new ResizeObserver(()=>{cancelAnimationFrame(y),y=requestAnimationFrame(()=>{Z()!==p&&(p=Z(),O(Object.keys(We)))})}).observe(r("turn-fig")),a.onChange(()=>{n=je(a.read(),l),b(),L(!1)});let A=he(n.rules,l),z=[n.text,A,n.turn,!1],Q=()=>h===0,re=()=>e.dataset.answersMs=performance.now().toFixed(1),ee=s.firstNow("quick_answers",n.text,A);ee?.ok?(Pe(r,n,l,ee.ok.rules,ee.ok.starts,m),se({solve:ee.ok}),re()):ee?.error?(o.problem=ee.error,J()):(Pe(r,n,l,null,null,m),I(!0),r("status").textContent="Computing the answers\u2026"),N(),await R(),await s.load(),i=!0,e.dataset.engineReadyMs=performance.now().toFixed(1),Ft(s.now("scanned"),l.rules);let pe=Q()?s.now("quick_view",...z):null;if(!pe&&Q()&&(I(!0),r("status").textContent="Computing the answers\u2026",pe=await s.call("view",...z),I(!1)),e.dataset.viewMs=performance.now().toFixed(1),pe&&Q()&&(X(pe,A),J()),e.dataset.answersMs||re(),await R(),Q()){let G=s.now("quick_sweep",A);if(G&&F(G,A),te(),!G){I(!0);let ge=await s.call("sweep",A);ge&&Q()&&(F(ge,A),O(["sweep"]))}}e.dataset.ready="true",e.dataset.readyMs=performance.now().toFixed(1)}return H().catch(p=>{let y=r("problem");y.hidden=!1,y.textContent=`The engine could not start: ${p}`;for(let A of["part1","part2"])r(A).textContent||(r(A).textContent="\u2014")})}function Zt(t){return`${t.replace(/(^|[\s,}])body\[([^\]]*)\]/g,"$1:host([$2])").replace(/(^|[\s,}]):root\b/g,"$1:host").replace(/(^|[\s,}])body\b/g,"$1.page").replace(/@media \(((?:max|min)-width:[^)]*)\)/g,"@container explorer ($1)")}
.page { container: explorer / inline-size; }
`}function es(t){let e=t.indexOf("<main>"),s=t.indexOf("</main>");if(e<0||s<e)throw new Error("the page has no <main>");return t.slice(e,s+7)}function ts(t){let e=t.get("query");return{read:()=>`?${t.get("query")}`,write(s){e=s.replace(/^\?/,""),t.set("query",e),t.save_changes()},onChange(s){t.on("change:query",()=>{t.get("query")!==e&&s()})},history:!1}}var ss=`:root { --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; --bg: #f6f7f9; }
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
`;var rs=`<!DOCTYPE html>
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
<link rel="modulepreload" href="pkg/dirac_first.js">
<link rel="modulepreload" href="pkg/dirac_web.js">
<link rel="modulepreload" href="vendor/lit-html.js">
<!-- Every module of the page, fetched at once rather than level by level as the imports are
     found (a browser test holds this list to the modules the page loads). -->
<link rel="modulepreload" href="app.js">
<link rel="modulepreload" href="js/controls.js">
<link rel="modulepreload" href="js/engine.js">
<link rel="modulepreload" href="js/explorer.js">
<link rel="modulepreload" href="js/check.js">
<link rel="modulepreload" href="js/format.js">
<link rel="modulepreload" href="js/icons.js">
<link rel="modulepreload" href="js/num.js">
<link rel="modulepreload" href="js/state.js">
<link rel="modulepreload" href="js/svg.js">
<link rel="modulepreload" href="js/trace.js">
<link rel="modulepreload" href="js/wasm.js">
<link rel="modulepreload" href="js/figures/chances.js">
<link rel="modulepreload" href="js/figures/layers.js">
<link rel="modulepreload" href="js/figures/practice.js">
<link rel="modulepreload" href="js/figures/ring.js">
<link rel="modulepreload" href="js/figures/rounds.js">
<link rel="modulepreload" href="js/figures/scan.js">
<link rel="modulepreload" href="js/figures/simulate.js">
<link rel="modulepreload" href="js/figures/sweep.js">
<link rel="modulepreload" href="js/figures/turn.js">
<link rel="modulepreload" href="js/figures/universes.js">
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
`;var zs=1500;function Ls(t,e,s){let a=Math.random().toString(36).slice(2),r=new Map,i=0,l=!1,n=()=>{l&&r.size===0&&s(l=!1)},o=new Map;t.on("msg:custom",h=>{if(h?.view!==a)return;let m=r.get(h.id);r.delete(h.id),m&&(clearTimeout(m.timer),m.resolve(JSON.parse(h.out)),n())});let c=(h,...m)=>new Promise(u=>{let k=i++,$=setTimeout(()=>s(l=!0),zs);r.set(k,{resolve:u,timer:$});try{t.send({view:a,id:k,call:h,args:m})}catch{s(l=!0)}}),f=h=>h in e?e[h]:null;return{first:Promise.resolve(),load:()=>Promise.resolve(),firstNow:(h,m)=>h==="starts_read"?o.get(m)??null:f(h),now:f,async call(h,...m){if(h!=="view")return c(h,...m);let[u,k]=await Promise.all([c("starts_read",m[0]),c(h,...m)]);return u&&o.set(m[0],u),k},async remember(h){let m=await c("starts_read",h);m&&o.set(h,m)},cancel(){for(let{resolve:h,timer:m}of r.values())clearTimeout(m),h(null);r.clear(),n()}}}var wn={async render({model:t,el:e}){let s=t.get("_meta");e.dataset.lmSuppressShortcuts="true";let a=e.attachShadow({mode:"open"});a.addEventListener("keydown",n=>n.stopPropagation()),a.innerHTML=`<style>${Zt(ss)}</style><div class="page">${es(rs)}</div>`;let r=a.getElementById("status"),i=Ls(t,s,n=>{r.textContent=n?`Waiting for the notebook's kernel, which computes this explorer: run the notebook to
          explore. The game: ${decodeURIComponent(t.get("query").replace(/\+/g," "))}.`:"",e.dataset.waiting=String(n)}),l=ts(t);return await i.remember(je(l.read(),s).text),Jt({root:a,host:e,engine:i,store:l}),()=>i.cancel()}};export{wn as default};
/**
 * @license
 * Copyright 2017 Google LLC
 * SPDX-License-Identifier: BSD-3-Clause
 */
