var Ue=globalThis,st=t=>t,Te=Ue.trustedTypes,rt=Te?Te.createPolicy("lit-html",{createHTML:t=>t}):void 0,ct="$lit$",oe=`lit$${Math.random().toFixed(9).slice(2)}$`,pt="?"+oe,Jt=`<${pt}>`,he=document,ye=()=>he.createComment(""),be=t=>t===null||typeof t!="object"&&typeof t!="function",Fe=Array.isArray,Zt=t=>Fe(t)||typeof t?.[Symbol.iterator]=="function",He=`[ 	
\f\r]`,$e=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,nt=/-->/g,at=/>/g,pe=RegExp(`>|${He}(?:([^\\s"'>=/]+)(${He}*=${He}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),ot=/'/g,it=/"/g,dt=/^(?:script|style|textarea|title)$/i,Qe=t=>(e,...s)=>({_$litType$:t,strings:e,values:s}),d=Qe(1),v=Qe(2),js=Qe(3),we=Symbol.for("lit-noChange"),U=Symbol.for("lit-nothing"),lt=new WeakMap,de=he.createTreeWalker(he,129);function ht(t,e){if(!Fe(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return rt!==void 0?rt.createHTML(e):e}var es=(t,e)=>{let s=t.length-1,a=[],r,i=e===2?"<svg>":e===3?"<math>":"",c=$e;for(let n=0;n<s;n++){let l=t[n],p,m,h=-1,g=0;for(;g<l.length&&(c.lastIndex=g,m=c.exec(l),m!==null);)g=c.lastIndex,c===$e?m[1]==="!--"?c=nt:m[1]!==void 0?c=at:m[2]!==void 0?(dt.test(m[2])&&(r=RegExp("</"+m[2],"g")),c=pe):m[3]!==void 0&&(c=pe):c===pe?m[0]===">"?(c=r??$e,h=-1):m[1]===void 0?h=-2:(h=c.lastIndex-m[2].length,p=m[1],c=m[3]===void 0?pe:m[3]==='"'?it:ot):c===it||c===ot?c=pe:c===nt||c===at?c=$e:(c=pe,r=void 0);let u=c===pe&&t[n+1].startsWith("/>")?" ":"";i+=c===$e?l+Jt:h>=0?(a.push(p),l.slice(0,h)+ct+l.slice(h)+oe+u):l+oe+(h===-2?n:u)}return[ht(t,i+(t[s]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),a]},xe=class t{constructor({strings:e,_$litType$:s},a){let r;this.parts=[];let i=0,c=0,n=e.length-1,l=this.parts,[p,m]=es(e,s);if(this.el=t.createElement(p,a),de.currentNode=this.el.content,s===2||s===3){let h=this.el.content.firstChild;h.replaceWith(...h.childNodes)}for(;(r=de.nextNode())!==null&&l.length<n;){if(r.nodeType===1){if(r.hasAttributes())for(let h of r.getAttributeNames())if(h.endsWith(ct)){let g=m[c++],u=r.getAttribute(h).split(oe),k=/([.?@])?(.*)/.exec(g);l.push({type:1,index:i,name:k[2],strings:u,ctor:k[1]==="."?Oe:k[1]==="?"?qe:k[1]==="@"?De:me}),r.removeAttribute(h)}else h.startsWith(oe)&&(l.push({type:6,index:i}),r.removeAttribute(h));if(dt.test(r.tagName)){let h=r.textContent.split(oe),g=h.length-1;if(g>0){r.textContent=Te?Te.emptyScript:"";for(let u=0;u<g;u++)r.append(h[u],ye()),de.nextNode(),l.push({type:2,index:++i});r.append(h[g],ye())}}}else if(r.nodeType===8)if(r.data===pt)l.push({type:2,index:i});else{let h=-1;for(;(h=r.data.indexOf(oe,h+1))!==-1;)l.push({type:7,index:i}),h+=oe.length-1}i++}}static createElement(e,s){let a=he.createElement("template");return a.innerHTML=e,a}};function fe(t,e,s=t,a){if(e===we)return e;let r=a!==void 0?s._$Co?.[a]:s._$Cl,i=be(e)?void 0:e._$litDirective$;return r?.constructor!==i&&(r?._$AO?.(!1),i===void 0?r=void 0:(r=new i(t),r._$AT(t,s,a)),a!==void 0?(s._$Co??=[])[a]=r:s._$Cl=r),r!==void 0&&(e=fe(t,r._$AS(t,e.values),r,a)),e}var Ie=class{constructor(e,s){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=s}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:s},parts:a}=this._$AD,r=(e?.creationScope??he).importNode(s,!0);de.currentNode=r;let i=de.nextNode(),c=0,n=0,l=a[0];for(;l!==void 0;){if(c===l.index){let p;l.type===2?p=new ve(i,i.nextSibling,this,e):l.type===1?p=new l.ctor(i,l.name,l.strings,this,e):l.type===6&&(p=new We(i,this,e)),this._$AV.push(p),l=a[++n]}c!==l?.index&&(i=de.nextNode(),c++)}return de.currentNode=he,r}p(e){let s=0;for(let a of this._$AV)a!==void 0&&(a.strings!==void 0?(a._$AI(e,a,s),s+=a.strings.length-2):a._$AI(e[s])),s++}},ve=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,s,a,r){this.type=2,this._$AH=U,this._$AN=void 0,this._$AA=e,this._$AB=s,this._$AM=a,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,s=this._$AM;return s!==void 0&&e?.nodeType===11&&(e=s.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,s=this){e=fe(this,e,s),be(e)?e===U||e==null||e===""?(this._$AH!==U&&this._$AR(),this._$AH=U):e!==this._$AH&&e!==we&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):Zt(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==U&&be(this._$AH)?this._$AA.nextSibling.data=e:this.T(he.createTextNode(e)),this._$AH=e}$(e){let{values:s,_$litType$:a}=e,r=typeof a=="number"?this._$AC(e):(a.el===void 0&&(a.el=xe.createElement(ht(a.h,a.h[0]),this.options)),a);if(this._$AH?._$AD===r)this._$AH.p(s);else{let i=new Ie(r,this),c=i.u(this.options);i.p(s),this.T(c),this._$AH=i}}_$AC(e){let s=lt.get(e.strings);return s===void 0&&lt.set(e.strings,s=new xe(e)),s}k(e){Fe(this._$AH)||(this._$AH=[],this._$AR());let s=this._$AH,a,r=0;for(let i of e)r===s.length?s.push(a=new t(this.O(ye()),this.O(ye()),this,this.options)):a=s[r],a._$AI(i),r++;r<s.length&&(this._$AR(a&&a._$AB.nextSibling,r),s.length=r)}_$AR(e=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);e!==this._$AB;){let a=st(e).nextSibling;st(e).remove(),e=a}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},me=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,s,a,r,i){this.type=1,this._$AH=U,this._$AN=void 0,this.element=e,this.name=s,this._$AM=r,this.options=i,a.length>2||a[0]!==""||a[1]!==""?(this._$AH=Array(a.length-1).fill(new String),this.strings=a):this._$AH=U}_$AI(e,s=this,a,r){let i=this.strings,c=!1;if(i===void 0)e=fe(this,e,s,0),c=!be(e)||e!==this._$AH&&e!==we,c&&(this._$AH=e);else{let n=e,l,p;for(e=i[0],l=0;l<i.length-1;l++)p=fe(this,n[a+l],s,l),p===we&&(p=this._$AH[l]),c||=!be(p)||p!==this._$AH[l],p===U?e=U:e!==U&&(e+=(p??"")+i[l+1]),this._$AH[l]=p}c&&!r&&this.j(e)}j(e){e===U?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},Oe=class extends me{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===U?void 0:e}},qe=class extends me{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==U)}},De=class extends me{constructor(e,s,a,r,i){super(e,s,a,r,i),this.type=5}_$AI(e,s=this){if((e=fe(this,e,s,0)??U)===we)return;let a=this._$AH,r=e===U&&a!==U||e.capture!==a.capture||e.once!==a.once||e.passive!==a.passive,i=e!==U&&(a===U||r);r&&this.element.removeEventListener(this.name,this,a),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},We=class{constructor(e,s,a){this.element=e,this.type=6,this._$AN=void 0,this._$AM=s,this.options=a}get _$AU(){return this._$AM._$AU}_$AI(e){fe(this,e)}};var ts=Ue.litHtmlPolyfillSupport;ts?.(xe,ve),(Ue.litHtmlVersions??=[]).push("3.3.3");var Q=(t,e,s)=>{let a=s?.renderBefore??e,r=a._$litPart$;if(r===void 0){let i=s?.renderBefore??null;a._$litPart$=r=new ve(e.insertBefore(ye(),i),i,void 0,s??{})}return r._$AI(t),r};var ut=[4,8],ss=(t,e)=>`Player ${t} starting position: ${e}`,re=t=>t.map((e,s)=>ss(s+1,e)).join(`
`)+`
`,ft=()=>null;function mt(t){ft=t}var ne=t=>ft(t),rs=(t,e)=>e!==null&&t===re(e),je=t=>[...t.rules.map(e=>[e.key,String(e.default)]),...t.dice.map(e=>[e.key,""])];function te(t,e=null){return Object.entries(t).filter(([s,a])=>a!==""&&!(e&&Ce(e,t,s))).map(([s,a])=>`${s}=${encodeURIComponent(a)}`).join("&")}function Ke(t){return{text:re(ut),rules:Object.fromEntries(je(t)),turn:0,round:0,step:0,chosen:0,cell:null,hidden:!1}}function gt(t,e){return t.text===re(ut)&&je(e).every(([s,a])=>(t.rules[s]??a)===a)}function $t(t,e){let s=new URLSearchParams,a=ne(t.text);rs(t.text,a)?s.set("starts",a.join(",")):s.set("input",t.text);for(let[r,i]of je(e)){let c=t.rules[r];c!==void 0&&c!==""&&c!==i&&!Ce(e,t.rules,r)&&s.set(r,c)}return t.turn&&s.set("turn",String(t.turn)),t.round&&s.set("round",String(t.round)),t.step&&s.set("step",String(t.step)),t.hidden&&s.set("hide","1"),"?"+s.toString().replace(/%2C/g,",").replace(/%3A/g,":")}var Ye=t=>{let e=Number(t??0);return Number.isSafeInteger(e)&&e>0?e:0};function ke(t,e){let s=new URLSearchParams(t),a=Ke(e);s.has("input")?a.text=s.get("input"):s.has("starts")&&(a.text=re(s.get("starts").split(",").map(r=>r.trim())));for(let[r,i]of je(e))a.rules[r]=s.get(r)??i;return a.turn=Ye(s.get("turn")),a.round=Ye(s.get("round")),a.step=Ye(s.get("step")),a.hidden=s.get("hide")==="1",a}var Ce=(t,e,s)=>t.dice.find(a=>a.replaces===s&&e[a.key]!=="");function Ve(t,e){let s=ne(t.text);return!s||t.chosen>=s.length?t:(s[t.chosen]=e,{...t,text:re(s)})}function yt(t){let e=ne(t.text);return e?{...t,text:re([...e,1]),chosen:e.length}:t}function bt(t,e){let s=ne(t.text);return!s||s.length===1?t:(s.splice(e,1),{...t,text:re(s),chosen:Math.min(t.chosen,s.length-1)})}var _e=t=>v`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${t}</svg>`,ie={play:_e(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),pause:_e(v`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),previous:_e(v`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),next:_e(v`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),remove:_e(v`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`)};function Y(t){let e=String(t);return/^\d+$/.test(e)?e.replace(/\B(?=(\d{3})+(?!\d))/g,","):e}function Ge(t,e=!0){let s=String(t);if(!/^\d+$/.test(s))return[s];let a=s.length%3||3,r=[s.slice(0,a)];for(let i=a;i<s.length;i+=3)r.push(s.slice(i,i+3));return e?r.map((i,c)=>c<r.length-1?`${i},`:i):r}function ae(t){let e=String(t),s=Number(e.slice(-2)),a=Y(e);return s>=11&&s<=13?`${a}th`:`${a}${["th","st","nd","rd"][s%10]??"th"}`}var D=(t,e,s=`${e}s`)=>`${t} ${String(t)==="1"?e:s}`,Ee=[],q=t=>Ee[t%Ee.length];function xt(t){Ee.splice(0,Ee.length,...t)}function se(t,e=6,s=!1){if(!(t>0))return[0];let a=10**Math.floor(Math.log10(t/Math.max(1,e-1))),r=[1,2,5,10,20,50].map(c=>c*a).filter(c=>!s||Number.isInteger(c)||c>1).map(c=>s?Math.max(1,Math.round(c)):c).find(c=>Math.floor(t/c+1e-9)+1<=e),i=[];for(let c=0;c*r<=t*(1+1e-9);c++)i.push(Number((c*r).toPrecision(12)));return i}function Xe(t){if(Math.abs(t)<1e6)return Y(String(t));let[e,s]=t.toExponential(2).split("e");return`${Number(e)}e${Number(s)}`}function Ae(t){let e=t.some(s=>Math.abs(s)>=1e6);return t.map(s=>{if(!e||s===0)return[s,Xe(s)];let[a,r]=s.toExponential(2).split("e");return[s,`${Number(a)}e${Number(r)}`]})}var Me=t=>10+7*t,le=24;function Ne(t,[e,s],a,r){let i={ArrowUp:[-1,0],ArrowDown:[1,0],ArrowLeft:[0,-1],ArrowRight:[0,1]};if(!i[t])return null;let[c,n]=i[t],l=(p,m)=>Math.min(r[m],Math.max(a[m],p));return[l(e+c,0),l(s+n,1)]}var vt=60,Pe=4,ge=95;function ue(t,e,s=ge){let a=(t-1)/e*2*Math.PI-Math.PI/2;return[s*Math.cos(a),s*Math.sin(a)]}var ns=t=>Math.max(4,Math.min(16,280/Math.min(t,vt)));function ze({b:t,spaces:e,onPick:s=null,highlight:a=0,move:r=null}){let i=ns(t),c=t<=vt,n=new Map;e.forEach((u,k)=>u>=1&&u<=t&&n.set(u,[...n.get(u)??[],k]));let l=(u,k)=>{(u.key==="Enter"||u.key===" ")&&(u.preventDefault(),s(k,u))},p=c?Array.from({length:t},(u,k)=>{let y=k+1,[b,w]=ue(y,t),_=t<=30?v`<text x=${b} y=${w+4} text-anchor="middle" font-size=${Math.max(9,Math.min(12,i))}>${y}</text>`:"";return s?v`<g class="space" tabindex="0" role="button" aria-label=${`Space ${y}`} @click=${A=>s(y,A)} @keydown=${A=>l(A,y)}>
              <circle class=${y===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${_}</g>`:v`<g class="space"><circle class=${y===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${_}</g>`}):[1,...Array.from({length:9},(u,k)=>Math.round((k+1)*t/10)+1)].map(u=>{let[k,y]=ue(u,t,ge+16);return v`<text x=${k} y=${y+4} text-anchor="middle" font-size="11">${u}</text>`}),m=[...n.entries()].flatMap(([u,k])=>{let[y,b]=ue(u,t),w=k.slice(0,Pe).map((_,A)=>{let M=1-(i*1.7+A*i*.95)/ge;return v`<circle class="token" cx=${y*M} cy=${b*M} r=${i*.55} fill=${q(_)}><title>${`Player ${_+1} on space ${u}`}</title></circle>`});if(k.length>Pe){let _=1-(i*1.7+Pe*i*.95)/ge;w.push(v`<text class="more" x=${y*_} y=${b*_+4} text-anchor="middle">+${k.length-Pe}</text>`)}return w}),h="";if(r&&(r.steps>0||r.laps>0)){let{from:u,to:k}=r,y=ge-i-4,b=r.steps||t,[w,_]=ue(u,t,y),[A,M]=ue(k,t,y),[S,j]=ue(u+b/2,t,y),L=b/t>.5?1:0,O=b===t?`M${w},${_} A${y},${y} 0 0 1 ${S},${j} A${y},${y} 0 0 1 ${A},${M}`:`M${w},${_} A${y},${y} 0 ${L} 1 ${A},${M}`,E=c&&b<=30?Array.from({length:b-1},(N,H)=>{let[F,K]=ue(u+H+1,t,y);return v`<circle class="step" cx=${F} cy=${K} r="2.2"></circle>`}):[];h=v`<path class="move" d=${O} marker-end="url(#arrow)"></path>${E}`}let g=r?v`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`:"";return v`
    ${g}
    <circle class="track" r=${ge}></circle>
    ${p}${h}${m}
    ${c?"":v`<text x="0" y="4" text-anchor="middle" font-size="11">${`${t} spaces`}</text>`}`}function kt(t,e,s){let a=s("rules");for(let i of t.rules){let c=document.createElement("div"),n=`rule-${i.key}`;c.innerHTML=`<label for="${n}">${i.name}</label>`;let l=document.createElement("input");Object.assign(l,{id:n,type:"text",inputMode:"numeric",spellcheck:!1,autocomplete:"off"}),l.setAttribute("aria-describedby",`${n}-range`),l.addEventListener("input",m=>e.rule(i.key,l.value.trim(),m));let p=document.createElement("div");p.className="range",p.id=`${n}-range`,c.append(l,p),a.appendChild(c)}let r=document.createElement("div");r.className="dice";for(let i of t.dice){let c=document.createElement("div"),n=`rule-${i.key}`;c.innerHTML=`<label for="${n}">${i.name}</label>`;let l=document.createElement("input");Object.assign(l,{id:n,type:"text",placeholder:i.default,title:i.allowed,spellcheck:!1,autocomplete:"off"}),l.setAttribute("aria-describedby",`${n}-now ${n}-range`),l.addEventListener("input",g=>e.rule(i.key,l.value.trim(),g));let p=document.createElement("div");p.className="now",p.id=`${n}-now`;let m=document.createElement("div");m.className="range",m.id=`${n}-range`;let h=t.rules.find(g=>g.key===i.replaces);m.textContent=`${i.allowed}. Empty: set by the ${h.name} above; the puzzle: ${i.default}.`,c.append(l,p,m),r.appendChild(c)}a.appendChild(r)}function Se(t,e,s,a,r,i,c=!1){t("input").value!==e.text&&(t("input").value=e.text);for(let y of s.rules){let b=t(`rule-${y.key}`),w=Ce(s,e.rules,y.key);b.disabled=!!w,b.closest("div").classList.toggle("replaced",b.disabled),t(`rule-${y.key}-range`).textContent=w?`set by the ${w.name} below`:`${y.about}. 1 to ${Y(y.max)}; the puzzle: ${y.default}`,w?b.value=a?String(a[y.field]):"":b.value.trim()!==e.rules[y.key]&&(b.value=e.rules[y.key])}for(let y of s.dice){let b=t(`rule-${y.key}`);b.value.trim()!==e.rules[y.key]&&(b.value=e.rules[y.key]),b.placeholder=a?a[y.field]:y.default;let w=a?a[y.field]:"",_=b.value.trim()||b.placeholder;t(`rule-${y.key}-now`).textContent=w&&w!==_?`In play: ${w}`:""}let n=ne(e.text),l=n??r??[],p=!!n,m=Math.min(e.chosen,Math.max(l.length-1,0)),h=p?c?d`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`:"":d`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`;Q(d`${h}
      ${l.map((y,b)=>d`
        <div class="player" aria-pressed=${String(b===m)}>
          <span class="swatch" style=${`background:${q(b)}`}></span>
          <button type="button" aria-pressed=${String(b===m)} ?disabled=${!p}
            title="Choose this player, then tap a space on the board" @click=${()=>i.choose(b)}>Player ${b+1}: space ${y}</button>
          <button type="button" aria-label=${`Remove player ${b+1}`} ?disabled=${!p||l.length===1}
            @click=${w=>i.remove(b,w)}>${ie.remove}</button>
        </div>`)}`,t("players")),t("add-player").disabled=!p;let g=Number(s.rules.find(y=>y.key==="board").default),u=a?a.board:Number(e.rules.board)||g,k=t("board");k.setAttribute("viewBox","-120 -120 240 240"),Q(v`${ze({b:u,spaces:l,onPick:p?(y,b)=>i.place(y,b):null})}`,k)}var _t=26,as=40,At=44;function os(t){t.currentTarget.parentElement.setAttribute("aria-expanded","true")}function Mt(t,e=!0,s=!1){if(/ digits\)$/.test(String(t)))return!0;let a=Ge(t,e);return a.length>=4&&a.join("").length>(s?At:_t)}function $(t,e=!0,s=!1){let a=Ge(t,e),r=a.join("");if(a.length<4||r.length<=(s?At:_t))return d`<span class="num" style=${`--chars:${r.length}`}>${r}</span>`;let i=r.replace(/\D/g,"").length,c=`${a.slice(0,2).join("")}\u2026${e?",":""}${a[a.length-1]}`,n=` (${i} digits)`,l=!s&&r.length<=as,p=l?d`<span class="whole-digits">${r}</span>`:"";return d`<span class=${`num long-count${l?" fits-wide":""}`} aria-expanded="false" style=${`--chars:${c.length+n.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${os}>${c}<span
      class="how-long">${n}</span></button><span class="every-digit">${a.map((m,h)=>h?d`<wbr>${m}`:m)}</span>${p}</span>`}function Le(t){let e=t.before.map(s=>s.slice());return t.rows.map(s=>(e=e.slice(),e[s.player-1]=[s.space,s.score],e))}var Re=8,is=12;function St({a:t,state:e,act:s}){let{rules:a,starts:r}=t.solve,i=r.length,c=Le(t.trace),n=Math.min(e.step,c.length),l=n===0?r:c[n-1].map(([A])=>A),p=n>0?t.trace.rows[n-1]:null,m=p?p.player-1:0,h=(n>=2?c[n-2]:t.trace.before)[m][0],g=p?[p.space,p.score]:null,u=p?p.rolled.length<=is?`${p.rolled.join("+")} = ${Y(p.moved)}`:`${Y(p.rolled.length)} values adding up to ${Y(p.moved)}`:"",k=a.rolls,y=d`
    <p>The players stand on a ring of <strong>${a.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${k===1?"once":d`<strong>${k}</strong> times`},
    move forward by the sum (after space ${a.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`,b=n===0?d`Before the first turn: ${r.slice(0,Re).map((A,M)=>d`<span class="who" style=${`--c:${q(M)}`}>player ${M+1}</span> on space ${A}${M<Math.min(i,Re)-1?", ":i>Re?d`, and ${i-Re} more players.`:"."}`)}`:d`Turn ${$(p.turn)} of all players is <span class="who" style=${`--c:${q(m)}`}>player ${m+1}</span>'s
      ${ae(p.round)} turn (round ${p.round}): rolls ${u}, from space ${h} to space ${g[0]}${p.laps>0?` (${D(Y(p.laps),"whole lap")} of the board${p.steps?` and ${D(p.steps,"space")}`:""})`:""}, scoring
      ${D(g[0],"point")}, ${$(g[1])} in all.`,w=c.length,_=d`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${n} of all players of the practice game`}>
      ${ze({b:a.board,spaces:l,highlight:g?g[0]:0,move:p?{from:h,to:p.space,steps:p.steps,laps:p.laps}:null})}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${n===0} @click=${A=>s.step(n-1,A)}>${ie.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${n}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${n>=w} @click=${A=>s.step(n+1,A)}>${ie.next}</button>
      <input type="range" id="step" min="0" max=${w} .value=${String(n)} @input=${A=>s.step(Number(A.target.value),A)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${b}</figcaption>`;return{words:y,figure:_}}function ee({w:t,h:e,pad:s,x:a,y:r,xTicks:i,yTicks:c,xLabel:n,yLabel:l}){return v`
    <g class="axis">
      ${c.map(([p,m])=>v`
        <line class="grid" x1=${s.l} x2=${t-s.r} y1=${r(p)} y2=${r(p)}></line>
        <text x=${s.l-6} y=${r(p)+4} text-anchor="end">${m}</text>`)}
      <line class="base" x1=${s.l} x2=${t-s.r} y1=${e-s.b} y2=${e-s.b}></line>
      ${i.map(([p,m])=>v`
        <line class="tick" x1=${a(p)} x2=${a(p)} y1=${e-s.b} y2=${e-s.b+4}></line>
        <text x=${a(p)} y=${e-s.b+17} text-anchor="middle">${m}</text>`)}
      <text class="label" x=${s.l+(t-s.l-s.r)/2} y=${e-6} text-anchor="middle">${n}</text>
      ${l?v`<text class="label" x=${Math.max(4,s.l-40)} y=${s.t-10} text-anchor="start">${l}</text>`:""}
    </g>`}var ls=8,cs=60;function Tt({a:t,width:e}){let{rules:s,starts:a,practice:r}=t.solve,{practice_cycles:i}=t.explain,c=a.length,n=s.practice_target,l=i.cycles.slice(0,ls),p=l.map((h,g)=>{let u=d`<span class="who" style=${`--c:${q(g)}`}>Player ${g+1}</span>`,k=d`The die is back where it was for them every <strong>${$(h.die_period)}</strong> of their
      turns: its ${$(s.practice_die)} values, ${$(h.rolls_apart)} rolls from one of their turns to the
      next, come round after ${$(s.practice_die)} ÷ gcd(${$(s.practice_die)}, ${$(h.rolls_apart)}) turns.`;if(h.turns===null)return d`<li>${u}: no cycle found within the page's limits. ${k}</li>`;let y=String(h.die_period),b=String(h.turns),w=h.span_rest===null?null:d`Their moves repeat with the die, but one span of ${$(h.die_period)} turns leaves them
        ${D(h.span_rest,"space")} on past whole laps of the board; ${$(h.spans)} spans
        (${$(h.turns)} turns) move them ${$(h.spans)} × ${$(h.span_rest)} spaces on, the fewest
        that make whole laps of ${$(s.board)}, so they are back where they started.`,_=b===y?"Their moves repeat with the die, and over those turns they make whole laps of the board.":w??"Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.",A=h.laps!==null?d` Their moves on the board (each sum less whole laps) are ${h.moves.join(", ")}
        spaces, landing on ${h.spaces.join(", ")}: ${h.laps===0?"no move at all past whole laps":h.laps===1?"one whole lap in all":`${h.laps} whole laps in all`}, so back where they started.`:h.moves.length?d` Their first ${h.moves.length} moves on the board: ${h.moves.join(", ")}, … spaces, landing on
          ${h.spaces.join(", ")}, ….`:"";return d`<li class="cycle">${u} is back on space ${a[g]},
      about to make the same moves again, ${h.turns===1?"after each of their turns":d`every <strong>${$(h.turns)}</strong> of their turns`}, having scored
      <strong>${$(h.points)}</strong> ${h.points==="1"?"point":"points"}. ${k} ${_}${A}${h.reached_first?d` <strong>The target comes first:</strong> the game ends before they come round.`:""}</li>`});return{words:d`
    <p>The practice die rolls <code>${s.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${D(s.board,"space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${p}</ul>
    ${c>l.length?d`<p class="help">(The first ${l.length} of ${c} players.)</p>`:""}
    ${l.some(h=>h.turns!==null&&!h.reached_first)?d`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`:d`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${r.winner} reaches ${$(n)} first, on
    their ${ae(i.winner_turns)} turn (turn ${$(r.turns_played)} of all players,
    ${$(r.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${$(r.lowest)} × ${$(r.die_rolls)} = <strong>${$(r.answer)}</strong>.</p>
    ${i.far?d`<p>To a target of ${$(i.far_target)} the same game lasts ${$(i.far.turns_played)}
        turns of all players and its answer is <span class="long">${$(i.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`:d`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${$(i.far_target)}.</p>`}`,figure:d`${ps(t,e)}${ds(t,e)}`}}function ps(t,e){let{rules:s,starts:a}=t.solve,r=Le(t.trace),i=r.reduce((S,j)=>j.reduce((L,[,O])=>Math.max(L,Number(O)),S),1),n=BigInt(s.practice_target)<=BigInt(i)?Number(s.practice_target):null,l=i,p=Ae(se(l,5)),m=Math.max(...p.map(([,S])=>S.length)),[h,g,u]=[e,240,{l:Me(m),r:24,t:24,b:40}],k=Math.max(r.length,1),y=S=>u.l+(h-u.l-u.r)*S/k,b=S=>g-u.b-(g-u.t-u.b)*S/l,w=Ae(se(k,Math.max(3,Math.floor(h/70)),!0)),_=a.map((S,j)=>{let L=[`${y(0)},${b(0)}`].concat(r.map((O,E)=>`${y(E+1)},${b(Number(O[j][1]))}`)).join(" ");return v`<polyline points=${L} fill="none" stroke=${q(j)} stroke-width="1.5"></polyline>`}),A=t.trace.ended?"":` (the first ${Y(r.length)} drawn)`,M=n===null?"":v`<line class="target" x1=${u.l} x2=${h-u.r} y1=${b(n)} y2=${b(n)}></line>
      <text class="target-label" x=${h-u.r} y=${b(n)-4} text-anchor="end">target ${Y(s.practice_target)}</text>`;return d`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${h} ${g}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${Y(s.practice_target)} points`}>
    ${ee({w:h,h:g,pad:u,x:y,y:b,xTicks:w,yTicks:p,xLabel:`turns of all players${A}`,yLabel:"score"})}
    ${M}
    ${_}
  </svg>
  ${n===null?d`<p class="caption" id="practice-scores-cut">The scores up to turn ${Y(r.length)} of
    all players; the target, ${Y(s.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${Y(String(i))}).</p>`:""}`}function ds(t,e){let{rules:s,starts:a}=t.solve,r=a.length,i=t.trace.rows.slice(0,cs*Math.min(r,4)),c=s.board,[n,l,p]=[e,200,{l:Me(String(c).length),r:24,t:24,b:40}],m=Math.max(i.length,1),h=M=>p.l+(n-p.l-p.r)*(M+.5)/m,g=M=>l-p.b-(l-p.t-p.b)*M/c,u=se(m,Math.max(3,Math.floor(n/70)),!0).filter(M=>M>=1).map(M=>[M-1,Xe(M)]),k=se(c,5,!0).map(M=>[M,String(M)]),y=t.explain.practice_cycles.cycles[0],b=[];if(y.span!==null&&BigInt(y.span)<BigInt(m)){let M=Number(y.span);for(let S=1;S*M<m;S+=2){let j=h(S*M-.5),L=h(Math.min((S+1)*M,m)-.5);b.push(v`<rect class="band" x=${j} y=${p.t} width=${L-j} height=${l-p.t-p.b}></rect>`)}}let w=Math.max(1.5,Math.min(3,(n-p.l-p.r)/m/2.5)),_=i.map((M,S)=>v`<circle cx=${h(S)} cy=${g(M.space)} r=${w} fill=${q(M.player-1)}></circle>`),A=b.length?`Shaded: every other cycle of player 1 (${Y(String(y.turns))} of their turns).`:"";return d`<svg class="chart" id="practice-points" viewBox=${`0 0 ${n} ${l}`} role="img"
      aria-label=${`Points scored on each of the first ${i.length} turns: the space landed on`}>
    ${b}
    ${ee({w:n,h:l,pad:p,x:h,y:g,xTicks:u,yTicks:k,xLabel:"turns of all players",yLabel:"points scored: the space landed on"})}
    ${_}
  </svg>
  <p class="caption">${A}</p>`}function jt({a:t}){let e=t.explain.universes,{rules:s,starts:a}=t.solve,r=a.length,i=d`
    <p>Each roll of the Dirac die splits the universe into one per face: ${s.dirac_faces}.
    A turn of ${D(s.rolls,"roll")} splits it into <strong>${$(e.per_turn)}</strong>,
    a round of ${D(r,"player")} into ${e.per_round?d`<strong>${$(e.per_round)}</strong>`:"more than can be written here"}. The longest game
    lasts ${D(e.round_count,"round")}${e.unstopped?d`: had no game ended sooner, that many
    full rounds would make <span class="long">${$(e.unstopped)}</span> universes`:""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${$(e.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${s.board} spaces with a score below
    ${s.dirac_target}: <strong>${$(e.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${e.game_states?d`<strong>${$(e.game_states)}</strong>`:"too many to write"} states; one
    player alone has ${$(e.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${us(t)}
    ${hs(t)}`,c=[["states of one player: space and score",e.player_states,e.player_states_digits],["states of the whole game",e.game_states,e.game_states_digits],["universes played to the end",e.total,e.total_digits],[`universes after ${D(e.round_count,"round")}, had none ended`,e.unstopped,e.unstopped_digits]].filter(([,p])=>p),n=Math.max(...c.map(([,,p])=>p)),l=d`
    <div class="digits-bars" role="list">
      ${c.map(([p,m,h])=>d`
        <div class="digits-bar" role="listitem">
          <div class="what">${p}</div>
          <div class="bar" style=${`width:${100*h/n}%`}></div>
          <div class="count">${$(m)}${Mt(m)?"":d` <span class="help">(${D(h,"digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${fs(t)}`;return{words:i,figure:l}}function hs(t){let e=t.explain.visits,s=t.explain.universes,a=e.player_cells,r=a.map((i,c)=>d`${c?c===a.length-1?" and ":", ":""}${$(i)}`);return d`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${e.joint_visited!==null?d`Here it solves <strong>${$(e.joint_visited)}</strong> states (of the
        ${s.game_states?$(s.game_states):"many"} there are), making ${$(e.joint_moves)} moves.`:d`Here the game has too many states for this page to walk them.`}
    ${a.length?d`Counting each player alone, dirac visits ${r}
      (space, score) cells (${a.length===1?"the player's":"one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).`:""}</p>`}function us(t){let{rules:e}=t.solve,s=t.explain.turn_moves,a=t.explain.universes.per_turn,r=s.sums,i=n=>n.length<=12?n.join(", "):`${n.slice(0,5).join(", ")}, \u2026, ${n.slice(-2).join(", ")}`,c=r.length>s.folded_count;return d`<p id="fold-words">And a state's count does not fan out ${$(a)} ways a turn. Only the sum of
    the rolls moves the player, not their order: ${r.length?d`the ${$(a)} roll sequences of a turn have only <strong>${D(r.length,"sum")}</strong>,
        ${i(r.map(n=>n.sum))}, in ${i(r.map(n=>n.ways))} ${r.length===1?"way":"ways"}.`:d`their sums are too many to list here.`}
    On a board of ${e.board} spaces a sum of s moves the player s spaces on, which lands where
    s − ${e.board} would: only the remainder of s divided by ${e.board} matters${r.length?c?d`, so the sums fold onto <strong>${D(s.folded_count,"move")}</strong> on the board`:d`, and here every sum is its own move: <strong>${D(s.folded_count,"move")}</strong>`:d`: a turn has <strong>${D(s.folded_count,"move")}</strong> on the board`}.
    A turn sends each state's count to ${D(s.folded_count,"place")}, each times its
    sequences: the multiplication by ${$(a)} happens in the counts, never one sequence at a time.</p>`}function fs(t){let{rules:e}=t.solve,s=t.explain.turn_moves;if(!s.sums.length)return d`<p class="help" id="fold">${D(s.folded_count,"move")} on the board; the sums are too many to draw.</p>`;let a=Math.max(...s.sums.map(i=>Number(i.ways))),r=s.sums.some(i=>i.sequences.length);return d`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${r?"":" bars"}${s.sums.length>20?" many":""}`}>${s.sums.map(i=>d`<div class="fold-col" data-sum=${i.sum}>
      <div class="ways">${$(i.ways)}</div>
      ${r?d`<div class="chips">${i.sequences.map(c=>d`<span class="chip">${c.join("+")}</span>`)}</div>`:d`<div class="fold-bar" style=${`height:${Math.max(2,60*Number(i.ways)/a)}px`}></div>`}
      <div class="sum">${i.sum}</div>
      <div class="to">${r?"\u2192 ":""}${i.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${r?"":", in grey,"} the spaces it moves on a board of ${e.board} (its
    remainder). ${s.folded.length<s.folded_count?"":d`Moves: ${s.folded.map((i,c)=>d`${c?", ":""}${i.distance} in ${$(i.ways)}`)}.`}</figcaption>
  </figure>`}var ms=1600;function gs(t){let e=[[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]],s=Math.max(0,Math.min(1,t))*(e.length-1),a=Math.min(Math.floor(s),e.length-2),r=s-a,i=e[a].map((c,n)=>Math.round(c+(e[a+1][n]-c)*r));return`rgb(${i[0]},${i[1]},${i[2]})`}var Ct="#eef0f3",Et=t=>gs(.15+.85*Math.sqrt(t));function Je({a:t,act:e,playing:s,kind:a,label:r,min:i=0,value:c,last:n=null}){return n??=t.turn_tables.last_turn,d`<div class="scrubber">
    <button type="button" class="play" aria-label=${s?"Pause":"Play"} @click=${()=>e.play(a)}>${s?ie.pause:ie.play}</button>
    <label for=${a}>${r} <output>${c}</output> of ${n}</label>
    <input type="range" id=${a} min=${i} max=${n} .value=${String(c)} @input=${l=>e[a](Number(l.target.value),l)}>
  </div>`}function Nt({a:t,layers:e,state:s,act:a,width:r,playing:i}){let{rules:c}=t.solve,n=d`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (section 5 combines the players' into the game's universes).</p>
    <p>A turn splits every cell's count ${$(t.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${c.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${D(t.turn_tables.last_turn,"turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`,l=e.find(g=>g?.error?.kind==="refused");if(l)return{words:n,figure:d`<p class="help" id="layers-refused">${l.error.message}</p>`};let p=t.turn_tables.players,m=p.slice(0,e.length),h=d`
    ${Je({a:t,act:a,playing:i==="turn",kind:"turn",label:"Each player's turn",value:s.turn})}
    ${m.length<p.length?d`<p class="help">The grids of the first ${m.length} of ${p.length} players.</p>`:""}
    <div class="layers">${m.map((g,u)=>$s(g,u,e[u],s,a,r,i==="turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${Ct} 0 8%,${[0,.1,.25,.5,.75,1].map(Et).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;return{words:n,figure:h}}function $s(t,e,s,a,r,i,c){if(!s||s.error)return d`<div class="layer">${s?s.error.message:"no grid"}</div>`;let n=s.ok,l=n.grid.length,p=n.grid[0].length,m=l<=30&&n.space_totals.every(C=>C.length<=7),[h,g,u,k]=[Me(String(l).length),m?64:6,22,40],y=(Math.min(i,640)-h-g)/p,b=y<le&&h+g+p*le<=ms,w=b?le:y,_=h+g+p*w,A=Math.max(Math.min(24,Math.max(w,18)),Math.min(18,480/l),4),M=u+l*A+k,S=a.cell&&a.cell.player===e?a.cell:null,j=(C,R,o)=>{let f=Ne(C.key,[R,o],[1,0],[l,p-1]);f&&(C.preventDefault(),r.cell({player:e,space:f[0],score:f[1]},!0))},L=C=>{let R=C.target.dataset;return R&&R.space?[Number(R.space),Number(R.score)]:null},O=C=>{let R=L(C);!R||S&&S.space===R[0]&&S.score===R[1]||r.cell({player:e,space:R[0],score:R[1]})},E=C=>{let R=L(C);R&&j(C,...R)},N=[];for(let C=1;C<=l;C++)for(let R=0;R<p;R++){let o=n.grid[C-1][R],f=S?S.space===C&&S.score===R:C===1&&R===0;N.push(v`<rect class="cell" id=${`cell-${e}-${C}-${R}`} x=${h+R*w} y=${u+(C-1)*A}
        width=${Math.max(w-.5,.5)} height=${A-.5} fill=${o==="0"?Ct:Et(n.shade[C-1][R])}
        tabindex=${f?0:-1} role="button" aria-label=${`space ${C}, score ${R}: ${o}`}
        data-space=${C} data-score=${R}></rect>`)}let H=[],F=[];for(let C=1;C<=l;C++)(l<=30||C%10===0||C===1)&&H.push(v`<text x=${h-4} y=${u+(C-.5)*A+4} text-anchor="end">${C}</text>`),m&&F.push(v`<text class="total" x=${_-2} y=${u+(C-.5)*A+4} text-anchor="end">${Y(n.space_totals[C-1])}</text>`);let K=Math.max(1,Math.ceil(p/Math.max(2,Math.floor((_-h-g)/28)))),B=[];for(let C=0;C<p;C+=K)B.push(C);B[B.length-1]!==p-1&&(p-1-B[B.length-1]<K/2+.5&&B.length>1&&B.pop(),B.push(p-1));let Z=B.map(C=>v`<text x=${h+(C+.5)*w} y=${u+l*A+14} text-anchor="middle">${C}</text>`),J=S?v`<rect class="chosen" x=${h+S.score*w+1} y=${u+(S.space-1)*A+1} width=${Math.max(w-2.5,1)} height=${A-2.5}></rect>`:"",V=(C,R,o="")=>v`<svg class=${R?"grid wide":"grid"} viewBox=${C}
      width=${R??U} height=${R?M:U}
      role="group" @click=${O} @focusin=${O} @keydown=${E}
      aria-label=${`Player ${e+1}'s sequences by space (rows) and score (columns) after ${n.turn} of their turns`}>
      <text class="label" x=${h} y=${u-8}>score →</text>
      ${N}${J}${Z}${o}
    </svg>`,G=S?d`Space ${S.space}, score ${S.score}: <strong>${$(n.grid[S.space-1][S.score])}</strong> sequences.
      Space ${S.space} over every score: ${$(n.space_totals[S.space-1])};
      score ${S.score} over every space: ${$(n.score_totals[S.score])}.`:d`Tap a cell to read its count here.`;return d`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${q(e)}`}></span>
      <strong>Player ${e+1}</strong> (start ${t.start}), ${n.turn===0?"before their first turn":d`after their ${ae(n.turn)} turn`}:
      <strong>${$(n.playing)}</strong> ${n.playing==="1"?"sequence":"sequences"} still playing; largest cell ${$(n.largest)}; reached the target
      ${n.turn===0?"none yet":d`on this turn ${$(n.reached_on_turn)}, so far ${$(n.reached)}`}.</p>
    ${b?d`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${h} ${M}`} width=${h} height=${M} aria-hidden="true">${H}</svg>
      <div class="scroll grid-scroll">${V(`${h} 0 ${_-h-g} ${M}`,_-h-g)}</div>
      ${m?v`<svg class="grid grid-totals" viewBox=${`${_-g} 0 ${g} ${M}`} width=${g} height=${M}
        aria-hidden="true"><text class="label" x=${_-2} y=${u-8} text-anchor="end">row total</text>${F}</svg>`:""}
      </div>
      <p class="caption">Rows: spaces 1 to ${l}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`:d`<div class="grid-box">${V(`0 0 ${_} ${M}`,null,v`
        ${m?v`<text class="label" x=${_-2} y=${u-8} text-anchor="end">row total</text>`:""}
        ${H}${F}
        <text class="label" x=${h} y=${M-6}>rows: spaces 1 to ${l}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${e}`} aria-live=${c?"off":"polite"}>${G}</p>
  </div>`}function Ze(t,e){let s=t.turn_tables.rounds,a=t.turn_tables.first_win_round;return Math.min(e.round>0?e.round:a,Math.max(s.length,1))}function zt({a:t,state:e,act:s,width:a,playing:r}){let i=Ze(t,e),c=t.explain.round_terms[i-1],n=m=>d`<div class="product">
    <p><span class="who" style=${`--c:${q(m.player-1)}`}>Player ${m.player}</span> wins in round ${i} in</p>
    <div class="equation">${m.factors.map((h,g)=>d`<span class="factor">
      <span class="count">${g?d`<span class="times">× </span>`:""}${$(h.count)}</span>
      <span class="why">${h.of==="reached"?d`player ${h.player} reaches the target on their ${ae(h.turn)} turn`:d`player ${h.player} still playing after ${h.turn===0?"no turn":d`their ${ae(h.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${$(m.product)}</strong><span class="why">universes: the product</span></span></div></div>`,l=d`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${i}:</p>
    ${c?c.terms.map(n):d`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${$(t.solve.dirac.answer)}</strong>.</p>`,p=d`
    ${Je({a:t,act:s,playing:r==="round",kind:"round",label:"Round",min:1,value:i,last:Math.max(t.turn_tables.rounds.length,1)})}
    ${Pt(t,i,a,s,"probability")}
    ${Pt(t,i,a,s,"universes")}
    ${ys(t,i,r==="round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${D(t.solve.starts.length,"turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;return{words:l,figure:p}}function Pt(t,e,s,a,r){let i=t.chart.bars,c=t.chart.per_player,[n,l,p]=[s,170,{l:48,r:24,t:10,b:40}],m=E=>r==="probability"?E.win_height:E.universes_height,h=r==="probability"?1:Math.max(...i.map(E=>m(E).reduce((N,H)=>N+H,0)),1e-9),g=Math.max(i.length,1),u=(n-p.l-p.r)/g,k=E=>p.l+(E-.5)*u,y=E=>l-p.b-(l-p.t-p.b)*E/h,b=u>=7*String(g).length+6,w=Array.from({length:g},(E,N)=>N+1),_=(b?w:se(g,Math.max(3,Math.floor(n/50)),!0).filter(E=>E>=1)).map(E=>[E,String(E)]),A=se(h*100,4).map(E=>[E/100,`${E}%`]),M=i.map(E=>{let N=0;return m(E).map((H,F)=>{let K=v`<rect class="round-bar" x=${p.l+(E.round-1)*u+u*.12} y=${y(N+H)} width=${u*.76}
        height=${Math.max(0,y(N)-y(N+H))} fill=${c?q(F):"#56b4e9"}></rect>`;return N+=H,K})}),S=i.map(E=>v`<rect class="hit" x=${p.l+(E.round-1)*u} y=${p.t} width=${u} height=${l-p.t-p.b}
    @click=${N=>a.round(E.round,N)}><title>${`round ${E.round}`}</title></rect>`),j=r==="probability"?v`<polyline class="undecided" points=${i.map(E=>`${k(E.round)},${y(E.undecided_height)}`).join(" ")}></polyline>`:"",L=v`<rect class="chosen-round" x=${p.l+(e-1)*u} y=${p.t} width=${u} height=${l-p.t-p.b}></rect>`,O=r==="probability"?"Probability of winning in the round (line: that nobody has won yet)":"Universes won in the round, as a share of all";return d`<p class="chart-title">${O}</p><svg class="chart rounds" id=${`rounds-${r}`} viewBox=${`0 0 ${n} ${l}`} role="img"
      aria-label=${`${O}, by round; read the chosen round below the charts`}>
    ${L}
    ${ee({w:n,h:l,pad:p,x:k,y,xTicks:_,yTicks:A,xLabel:"round"})}
    ${M}${j}${S}
  </svg>`}function ys(t,e,s){let a=t.chart.bars[e-1];if(!a)return"";let r=i=>t.chart.per_player?`Player ${i+1}`:"A player";return d`<div class="readout" id="round-readout" aria-live=${s?"off":"polite"}>
    <strong>Round ${e}</strong>:
    ${a.win_percent.map((i,c)=>d`${r(c)} wins with probability ${i}, ${a.universes_percent[c]} of all universes won; `)}
    nobody has won after it with probability ${a.undecided_percent}.</div>`}var bs=[100,1e3,1e4,1e5],Lt=8;function ws(t){let e=t.trim(),s=Number(e);return/^\d+$/.test(e)&&Number.isSafeInteger(s)?s:e}function Rt(t,e,s,a,r){let i=s.simGames??1e3,c=s.simSeed??1,n=d`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${N=>a.simulate(Number(N.target.value),c,N)}>
      ${bs.map(N=>d`<option value=${N} ?selected=${N===i}>${$(N)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(c)}
      @change=${N=>a.simulate(i,ws(N.target.value),N)}></span>
    ${typeof c=="number"&&c<Number.MAX_SAFE_INTEGER?d`<button type="button" id="sim-again" @click=${N=>a.simulate(i,c+1,N)}>Roll again (seed ${c+1})</button>`:""}
  </div>`,l=d`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${t.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`,p=N=>d`${l}${n}${N}`;if(!e||e.key!==`${i}|${c}`)return p(d`<p class="help" id="sim-readout">Rolling ${$(i)} games…</p>`);if(e.answer.error)return p(d`<p class="help" id="sim-readout">${e.answer.error.message}</p>`);let m=e.answer.ok,[h,g]=[m.win_probability,m.share],u=Math.min(m.games_won.length,Lt),[k,y,b]=[r,220,{l:48,r:24,t:24,b:40}],w=Math.max(m.games,10),_=N=>b.l+(k-b.l-b.r)*Math.log10(N)/Math.log10(w),A=N=>y-b.b-(y-b.t-b.b)*N,M=[];for(let N=1;N<=w;N*=10)M.push(N);let S=Ae(M),j=[0,.25,.5,.75,1].map(N=>[N,`${N*100}%`]),L=Array.from({length:u},(N,H)=>{let F=q(H),K=m.running.map(J=>`${_(J.games)},${A(J.frequency_height[H])}`).join(" "),[B,Z]=[m.win_height[H],m.share_height[H]];return v`<line class="exact" x1=${b.l} x2=${k-b.r} y1=${A(B)} y2=${A(B)} stroke=${F}></line>
      <line class="share" x1=${b.l} x2=${k-b.r} y1=${A(Z)} y2=${A(Z)} stroke=${F}></line>
      <polyline class="running" points=${K} stroke=${F}></polyline>`}),O=d`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${k} ${y}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${ee({w:k,h:y,pad:b,x:_,y:A,xTicks:S,yTicks:j,xLabel:"games played (logarithmic scale)",yLabel:"games won"})}
    ${L}
  </svg>`,E=d`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${$(m.games)}</strong> games (seed ${m.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${m.games_won.slice(0,Lt).map((N,H)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${q(H)}`}></span> ${H+1}</td>
      <td data-label="share of games">${m.frequency[H].percent}</td><td data-label="probability">${h[H].percent}</td>
      <td data-label="share of universes">${g[H].percent}</td><td data-label="games won">${$(N)}</td></tr>`)}</tbody></table></div>
  </div>`;return p(d`${O}${E}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`)}function Bt({a:t,sim:e,state:s,act:a,width:r}){let{dirac:i}=t.solve,c=t.stats.win_probability,n=d`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${$(t.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`,l=d`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${i.wins.map((p,m)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${q(m)}`}></span> ${m+1}</td>
      <td data-label="probability of winning">${c[m].percent}</td><td data-label="share of universes">${i.share[m].percent}</td>
      <td data-label="universes won" class="long">${$(p)}</td><td data-label="start">${t.solve.starts[m]}</td></tr>`)}</tbody></table></div>`;return{words:n,figure:d`${l}${xs(t,s,a,r)}${Rt(t,e,s,a,r)}`}}function xs(t,e,s,a){let r=t.stats.length,i=j=>j.height,c=r.filter(j=>j.charted),[n,l,p]=[a,200,{l:48,r:24,t:26,b:40}],m=Math.max(...c.map(i),1e-9),h=se(m*100,4).map(j=>[j/100,`${j}%`]),g=Math.max(m,h[h.length-1][0]),u=(n-p.l-p.r)/Math.max(c.length,1),k=j=>p.l+(j+.5)*u,y=j=>l-p.b-(l-p.t-p.b)*j/g,b=Math.max(1,Math.ceil(c.length/Math.max(2,Math.floor(n/36)))),w=c.map((j,L)=>[L,String(j.turns)]).filter((j,L)=>L%b===0),_=c.findIndex(j=>j.turns===e.length),A=_>=0?c[_]:c.find(j=>j.turns===t.stats.most_likely_turns)??c[0],M=c.map((j,L)=>v`<rect class=${j===A?"bar picked":"bar"} x=${p.l+L*u+u*.12} y=${y(i(j))}
    width=${u*.76} height=${Math.max(0,y(0)-y(i(j)))} @click=${O=>s.length(j.turns,O)}><title>${`${j.turns} turns: ${j.probability.percent}`}</title></rect>`),S=r.length-c.length;return d`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${D(t.solve.starts.length,"turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${n} ${l}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${ee({w:n,h:l,pad:p,x:k,y,xTicks:w,yTicks:h,xLabel:"length of the game, in turns of all players",yLabel:"probability"})}
      ${M}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(c.length-1,0)} .value=${String(Math.max(c.indexOf(A),0))}
        @input=${j=>s.length(c[Number(j.target.value)].turns,j)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${A?d`A game of <strong>${A.turns}</strong> turns of all players:
      probability <strong>${A.probability.percent}</strong>${A.turns===t.stats.most_likely_turns?" (the most likely length)":""}.`:""}
      On average the game lasts ${t.stats.expected_turns.short} turns of all players (${t.stats.expected_rolls.short} rolls).
      ${S?`${S} lengths of probability under 0.05% each are not drawn.`:""} Tap a bar, or move the slider, to read it.</p>`}var vs=12;function Ht({a:t,sweep:e,state:s,act:a,width:r,history:i}){let c=d`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;if(!e)return{words:c,figure:d``};if(e.error)return{words:c,figure:d`<p class="help" id="sweep-problem">${e.error.message}</p>`};let n=e.ok,l=n.rules.board,p=x=>x.every(P=>P>=1&&P<=l),[m,h]=t.solve.starts.length===2&&p(t.solve.starts)?t.solve.starts:[0,0],g=s.pair&&p(s.pair)?s.pair:m?[m,h]:[1,1],u=28,k=r>=600?Math.max(Math.min(r-250,480),Math.min(r,u+le*l)):r,y=Math.floor((k-u)/l),b=y<le,w=b?le:Math.min(48,y),_=u+w*l,A=l<=vs&&w>=24,M=(x,P)=>n.cells[(x-1)*l+(P-1)],S=(x,P,I)=>{if(x.key==="Enter"||x.key===" "){x.preventDefault(),a.playPair([P,I],x);return}let X=Ne(x.key,[P,I],[1,1],[l,l]);X&&(x.preventDefault(),a.pair(X,!0))},j=n.cells.map(x=>{let[P,I]=x.starts,[X,W]=[u+(I-1)*w,u+(P-1)*w],ce=g[0]===P&&g[1]===I;return v`<rect class="cell" id=${`pair-${P}-${I}`} data-starts=${`${P},${I}`} x=${X} y=${W} width=${w} height=${w} fill=${x.colour}
        tabindex=${ce?0:-1} role="button" aria-label=${`player 1 on ${P}, player 2 on ${I}: player 1 wins with probability ${x.win_probability[0].percent}`}
        @click=${()=>a.pair([P,I],!0)} @focus=${()=>ce||a.pair([P,I])} @keydown=${Be=>S(Be,P,I)}></rect>`}),L=w>=34?12:11,O=A?n.cells.map(x=>{let[P,I]=x.starts,[X,W]=[u+(I-1)*w,u+(P-1)*w];return v`<text class="label" data-starts=${`${P},${I}`} x=${X+w/2} y=${W+w/2+4} text-anchor="middle" style=${`font-size:${L}px`}>${x.label}</text>`}):[],[E,N]=A?[w/2+4+L/4+.5,w-3.5]:[0,w],H=Math.max(1.5,Math.min(2.5,(N-E)/2)),F=n.summary.best_by_column.map((x,P)=>v`<circle class="best" data-starts=${`${x},${P+1}`}
      cx=${u+(P+.5)*w} cy=${u+(x-1)*w+(E+N)/2} r=${H}></circle>`),K=[],B=Math.max(1,Math.floor((_-u)/22)),Z=l<=B?1:[2,5,10,20,50,100,200,500].find(x=>Math.ceil(l/x)+1<=B)??Math.ceil(l/B),J=[1];for(let x=Z;x<l;x+=Z)x-1>=Z/2+.5&&l-x>=Z/2&&J.push(x);l>1&&J.push(l);for(let x of J){let P=String(x).length*3.7;K.push(v`<text x=${Math.min(u+(x-.5)*w,_-P-1)} y=${u-8} text-anchor="middle">${x}</text>`),K.push(v`<text x=${u-6} y=${Math.min(u+(x-.5)*w+4,_-4)} text-anchor="end">${x}</text>`)}let V=(x,P)=>v`<rect class=${P} x=${u+(x[1]-1)*w+1.5} y=${u+(x[0]-1)*w+1.5} width=${w-3} height=${w-3}></rect>`,G=M(g[0],g[1]),C=m===g[0]&&h===g[1],R=G?d`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${g[0]}, player 2 on ${g[1]}</strong>${C?" (the starts above)":""}</p>
      <p>Player 1 wins with probability <strong>${G.win_probability[0].percent}</strong>
        (<span class="long">${$(G.win_probability[0].numerator)} / ${$(G.win_probability[0].denominator)}</span>);
        player 2 with <strong>${G.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${$(G.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${$(G.dirac_answer)}</strong></p>
      <p>Universes won: ${$(G.wins[0])} and ${$(G.wins[1])}.</p>
      ${(()=>{let x=n.summary.best_by_column[g[1]-1],P=M(x,g[1]);return P?d`<p id="sweep-column">Against player 2 on ${g[1]} (this column), player 1 does best
          starting on <strong>${x}</strong>: ${P.win_probability[0].percent}.</p>`:""})()}
      ${C?"":d`<button type="button" @click=${x=>a.playPair(g,x)}>Play these starts${t.solve.starts.length===2?"":" (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it${i?", and the browser's Back button to the game before":""}.</p>`}
    </div>`:"",o=n.summary,f=t.solve.starts.length,T=f===2?"":d`<p class="help" id="sweep-not-here">The game above has
    ${f===1?"one player":`${f} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`,z=d`${T}${b?d`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${l}.</p>`:""}<div class="sweep-wrap">
    <div class=${b?"sweep-box scroll":"sweep-box"}>
    <svg class=${b?"sweep wide":"sweep"} id="sweep" viewBox=${`0 0 ${_} ${_}`} width=${_} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${j}
      ${m?V([m,h],"playing"):""}
      ${V(g,"focus")}
      ${O}
      ${F}
      ${K}
    </svg>
    </div>
    ${R}
  </div>
  <div class="key"><span>${n.scale.low}%</span><span class="ramp" style=${`background:linear-gradient(to right,${n.key.join(",")})`}></span><span>${n.scale.high}%</span></div>
  <p class="caption">Rows: player 1's start; columns: player 2's. A dot marks player 1's best
  start against each start of player 2 (the most likely to win in its column). Player 1 is more likely than
  not to win in ${o.first_mover_favoured} of ${o.games} pairs; best for player 1: starts
  ${o.best[0].starts.join(" and ")} (${o.best[0].probability.percent}), worst: starts
  ${o.worst[0].starts.join(" and ")} (${o.worst[0].probability.percent}); best for
  player 2: starts ${o.best[1].starts.join(" and ")} (${o.best[1].probability.percent}).</p>`;return{words:c,figure:z}}var et=[];function It(t,e){et=t.map(s=>[s,e.find(a=>a.key===s)?.name??s])}function Ot({scan:t,state:e,act:s,width:a}){let r=e.scanRule??"dirac-target",i=et.find(([o])=>o===r)?.[1]??r,c=d`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${o=>s.scanRule(o.target.value)}>
      ${et.map(([o,f])=>d`<option value=${o} ?selected=${o===r}>${f}</option>`)}
    </select>, the other rules and the players as above.</p>`,n=d`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${c}`;if(!t||t.rule!==r)return{words:n,figure:d`<p class="help">Computing…</p>`};if(t.answer.error)return{words:n,figure:d`<p class="help" id="scan-problem">${t.answer.error.message}</p>`};let l=t.answer.ok,p=l.scan_chart.drawn_values,m=l.scan_chart.players_drawn,[h,g,u]=[a,260,{l:48,r:16,t:24,b:40}],k=p.map(o=>o.x),[y,b]=[Math.min(...k),Math.max(...k)],w=Math.max(b-y,1),_=o=>u.l+(o-y+.5)/(w+1)*(h-u.l-u.r),A=o=>g-u.b-(g-u.t-u.b)*o,M=(h-u.l-u.r)/(w+1),S=Math.max(1,Math.ceil(p.length/Math.max(2,Math.floor((h-u.l-u.r)/32)))),j=p.filter((o,f)=>f%S===0).map(o=>[o.x,o.label]),L=[0,.25,.5,.75,1].map(o=>[o,`${o*100}%`]),O=l.scan_chart.current,E=Math.min(e.scanAt??O??0,p.length-1),N=[...p].sort((o,f)=>o.x-f.x),H=(o,f)=>N.map(T=>`${_(T.x)},${A(T[f][o])}`).join(" "),F=[];for(let o=0;o<m;o+=1)F.push(v`<polyline class="scan-win" points=${H(o,"win_height")} stroke=${q(o)}></polyline>`),F.push(v`<polyline class="scan-share" points=${H(o,"share_height")} stroke=${q(o)}></polyline>`);let K=(o,f)=>{let T={ArrowLeft:f-1,ArrowRight:f+1,Home:0,End:p.length-1}[o.key];o.key==="Enter"||o.key===" "?(o.preventDefault(),s.scanPlay(r,p[f].label,o)):T!==void 0&&(o.preventDefault(),s.scanAt(Math.max(0,Math.min(p.length-1,T)),!0))},B=p.map((o,f)=>{let z=l.by_value[f].win_probability.map((x,P)=>`player ${P+1} ${x.percent}`).join(", ");return v`<rect class=${f===E?"scan-column at":"scan-column"} id=${`scan-${f}`} x=${_(o.x)-M/2} y=${u.t}
      width=${M} height=${g-u.t-u.b} tabindex=${f===E?0:-1} role="button"
      aria-label=${`${i} ${o.label}: ${z}`}
      @click=${()=>s.scanAt(f)} @keydown=${x=>K(x,f)}></rect>`}),Z=O==null?"":v`<rect class="scan-current" x=${_(p[O].x)-M/2} y=${u.t} width=${M} height=${g-u.t-u.b}></rect>`,J=v`<line class="scan-at" x1=${_(p[E].x)} x2=${_(p[E].x)} y1=${u.t} y2=${g-u.b}></line>`,V=l.by_value[E],G=d`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${i} ${V.value}</strong>${E===O?" (the game above)":""}</p>
    ${V.win_probability.slice(0,m).map((o,f)=>d`<p><span class="swatch" style=${`background:${q(f)}`}></span>
      Player ${f+1} wins with probability <strong>${o.percent}</strong> and in <strong>${V.dirac.share[f].percent}</strong> of the universes.</p>`)}
    ${V.contrast?d`<p class="contrast">${V.contrast}</p>`:""}
    ${E===O?"":d`<button type="button" id="scan-play" @click=${o=>s.scanPlay(r,V.value,o)}>Play ${i} ${V.value}</button>`}
  </div>`,C=l.by_value.filter(o=>o.contrast).map(o=>o.value),R=d`
    <svg class="chart" id="scan" viewBox=${`0 0 ${h} ${g}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${i} changes; tap a value to read it`}>
      ${Z}
      ${ee({w:h,h:g,pad:u,x:_,y:A,xTicks:j,yTicks:L,xLabel:i,yLabel:"probability and share"})}
      ${F}
      ${J}
      ${B}
    </svg>
    <p class="scan-key">${Array.from({length:m},(o,f)=>d`<span class="nowrap"><span class="swatch" style=${`background:${q(f)}`}></span> player ${f+1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${G}
    <p class="caption" id="scan-caption">${C.length?`The player ahead in universes is not the likelier winner at ${C.length===1?"the value":"the values"} ${C.join(", ")}.`:"Here the player ahead in universes is always the likelier winner."}</p>`;return{words:n,figure:R}}function qt(t){return t?`Player ${t.player} rolls ${t.rolled.join("+")} and moves to space ${t.space} for a total score of ${t.score}.`:"(the game has ended)"}function ks(t){switch(t.kind){case"turn":return d`<p>Where the games part, turn ${$(t.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${qt(t.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${qt(t.mistaken_row)}</td></tr>
        </tbody></table>`;case"round":return d`<p>Where the counts part, round ${$(t.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${t.right_wins.map(e=>d`<td class="num">${$(e)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${t.mistaken_wins.map(e=>d`<td class="num">${$(e)}</td>`)}</tr>
        </tbody></table>`;case"counted":return d`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;case"beyond":return d`<p>The games' first ${$(t.turns)} turns are the same: they part later.</p>`;default:return d`<p>The game is played right: only its outcome is read wrongly.</p>`}}function Dt(t){let e=t.charAt(0).toUpperCase()+t.slice(1),s=e.split("`"),a=/[.!?]$/.test(e)?"":".";return d`${s.map((r,i)=>i%2?d`<code>${r}</code>`:r)}${a}`}var Wt=d`<p class="problem">Type the number the site turned down, then check it.</p>`;function Ut(t){if(t.error)return d`<p class="problem">${Dt(t.error.message)}</p>`;let e=t.ok.not_searched;return d`${_s(t.ok)}${e?d`<p class="help">Not searched: ${Dt(e)}</p>`:""}`}function _s(t){let e=s=>s.length===1?`part ${s[0]}`:"parts 1 and 2";return t.verdict==="right"?d`<p><strong>Right:</strong> it is ${e(t.right_parts)}'s answer.</p>`:t.verdict==="mistake"?d`<p><strong>Not right</strong>, and ${t.mistakes.length===1?"a known mistake gives":`${t.mistakes.length} known mistakes give`} exactly this number:</p>
      ${t.mistakes.map(s=>d`<div class="mistake" data-id=${s.id}>
        <p><code>${s.id}</code> (part ${s.part}): ${s.mistake}.</p>
        <p>See it: ${s.see}. The fix: ${s.fix}.</p>
        ${ks(s.parting)}
      </div>`)}`:d`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${t.hints.map(s=>d`<p>Against part ${s.part}: too ${s.too_high?"high":"low"}; the right answer has ${s.digits} digits.</p>`)}`}var Ft=900,tt={turn:St,practice:Tt,universes:jt,layers:Nt,rounds:zt,chances:Bt,sweep:Ht,scan:Ot};function Qt({root:t,host:e,engine:s,store:a}){let r=o=>t.getElementById(o),i=!1,c=null,n=null,l={a:null,layers:[],sweep:null,sweepKey:null,scan:null,scanKey:null,sim:null,simKey:null,lastStarts:null},p=null,m=0,h=0,g={rule(o,f,T){n={...n,rules:{...n.rules,[o]:f}},L(!0,T)},choose(o){n={...n,chosen:o},Se(r,n,c,l.a?.solve.rules??null,l.lastStarts,g,l.problem?.kind==="input")},place(o,f){n=Ve(n,o),L(!0,f)},fix(o,f,T){n=Ve({...n,chosen:o},f),L(!0,T)},remove(o,f){n=bt(n,o),L(!0,f)},step(o,f){n={...n,step:Math.max(0,o)},_(!1),B(["turn"],f)},turn(o,f){f&&f.type!=="tick"&&w(),n={...n,turn:Math.max(0,o)},_(!1),N(f)},round(o,f){f&&f.type!=="tick"&&w(),n={...n,round:Math.max(1,o)},_(!1),B(["rounds"],f)},play(o){let f=p?.kind;if(w(),f===o)return;let T=o==="turn"?l.a.turn_tables.last_turn:Math.max(l.a.turn_tables.rounds.length,1),z=()=>o==="turn"?n.turn:Ze(l.a,n);z()>=T&&g[o](o==="turn"?0:1,{type:"tick"}),p={kind:o,interval:setInterval(()=>{if(z()>=T)return w();g[o](z()+1,{type:"tick",timeStamp:performance.now()})},Ft)},e.dataset.playMs=String(Ft),B([o==="turn"?"layers":"rounds"])},simulate(o,f){n={...n,simGames:o,simSeed:f},B(["chances"]),k()},reset(o){n={...Ke(c),scanRule:n.scanRule,hidden:n.hidden},r("input").value=n.text,L(!0,o)},cell(o,f){n={...n,cell:o},B(["layers"]),f&&r(`cell-${o.player}-${o.space}-${o.score}`)?.focus({preventScroll:!0}),r(`layer-readout-${o.player}`)?.scrollIntoView({block:"nearest"})},length(o,f){n={...n,length:o},B(["chances"],f)},pair(o,f){n={...n,pair:o},B(["sweep"]),f&&r(`pair-${o[0]}-${o[1]}`)?.focus()},playPair(o,f){n={...n,text:re(o),pair:o},L(!0,f)},scanRule(o){n={...n,scanRule:o,scanAt:null},B(["scan"]),u()},scanAt(o,f){n={...n,scanAt:o},B(["scan"]),f&&r(`scan-${o}`)?.focus()},scanPlay(o,f,T){let z={...n.rules,[o]:String(f)};o==="dirac-faces"&&(z["dirac-die"]=""),n={...n,rules:z,scanAt:null},L(!0,T)}};async function u(){if(!l.a)return;let o=n.scanRule??"dirac-target",f=`${n.text}|${te(n.rules,c)}|${o}`;if(f===l.scanKey)return;let T=await s.call("scan",n.text,te(n.rules,c),o);if(T!==null){if(l.scan={rule:o,answer:T},l.scanKey=f,T.ok){let z=T.ok.scan_chart.current;n.scanAt!==null&&n.scanAt!==void 0&&n.scanAt>=T.ok.by_value.length&&(n={...n,scanAt:z})}B(["scan"]),e.dataset.scanned=f}}async function k(){if(!l.a)return;let o=n.simGames??1e3,f=n.simSeed??1,T=`${n.text}|${te(n.rules,c)}|${o}|${f}`;if(T===l.simKey)return;let z=await s.call("simulate",n.text,te(n.rules,c),String(f),String(o));z!==null&&(l.sim={key:`${o}|${f}`,answer:z},l.simKey=T,B(["chances"]),e.dataset.simulated=T)}function y(){r("hide-answers").checked=n.hidden,r("answer-boxes").hidden=n.hidden,r("answers-hidden").hidden=!n.hidden}async function b(){let o=r("mine").value.trim();if(!o){Q(Wt,r("verdict")),e.dataset.checked="";return}let f=await s.call("check",n.text,te(n.rules,c),o);f!==null&&(Q(Ut(f),r("verdict")),e.dataset.checked=o)}function w(){if(!p)return;clearInterval(p.interval);let o=p.kind;p=null,B([o==="turn"?"layers":"rounds"])}function _(o){let f=$t(n,c);f!==a.read()&&a.write(f,o)}let A=150,M=null;function S(o){e.dataset.busy=String(o),clearTimeout(M),o?M=setTimeout(()=>r("status").textContent="Computing\u2026",A):r("status").textContent&&(r("status").textContent="")}let j=!1;async function L(o,f){let T=++m;j=!0,h++,s.cancel(),w(),_(o),S(!0);let z=te(n.rules,c),x=z!==l.sweepKey,P=[n.text,z,n.turn,x];if(i||await s.load(),T!==m)return;let I=l.problem?null:s.firstNow("quick_answers",n.text,z),X=performance.now();if(I?.ok&&(Z(I.ok),await J(),T!==m))return;e.dataset.waitedMs=(performance.now()-X).toFixed(2);let W=performance.now(),ce=s.now("quick_view",...P)??await s.call("view",...P);ce===null||T!==m||(e.dataset.engineMs=(performance.now()-W).toFixed(2),j=!1,E(ce,z),_(!1),F(f))}function O(o,f){l.sweep=o,l.sweepKey=f}function E(o,f){if(o.sweep&&O(o.sweep,f),o.error||o.analysis.error){l.problem=o.error??o.analysis.error,l.practice=o.practice??null;return}l.problem=null,l.a=o.analysis.ok,l.layers=o.layers??[],l.lastStarts=l.a.solve.starts;let{board:T}=l.a.solve.rules,{cell:z,pair:x}=n,P=z&&l.layers[z.player]?.ok?.grid?.[z.space-1]?.[z.score]!==void 0,I=x&&x[0]<=T&&x[1]<=T;n={...n,turn:o.turn,cell:P?z:null,pair:I?x:null}}async function N(o){if(j)return L(!1,o);let f=++m;if(s.cancel(),!l.a)return;S(!0);let T=[n.text,te(n.rules,c),n.turn];i||await s.load();let z=s.now("quick_layers",...T)??await s.call("layers",...T);z===null||f!==m||(l.layers=z.ok??[],B(["layers","rounds"],o),u(),k())}function H(){let o=r("turn-fig").clientWidth;return Math.max(280,Math.min(720,o>0?o:640))}function F(o){K(),B(Object.keys(tt),o),l.problem||(u(),k())}function K(){let o=l.problem,f=r("problem");f.hidden=!o;let T=o?.wrapped_space&&o.line&&ne(n.text)?d` <button type="button" id="fix-start" @click=${P=>g.fix(o.line-1,o.wrapped_space,P)}>Put player
          ${o.line} on space ${o.wrapped_space}</button> <span class="help">(where space
          ${ne(n.text)[o.line-1]} comes to, counted round this board)</span>`:"";Q(o?d`${o.message}${T}`:"",f),o&&(f.dataset.kind=o.kind),e.dataset.stale=String(!!o);let z=o?.kind==="input";Se(r,n,c,o?null:l.a?.solve.rules??null,l.lastStarts,g,z);let x=o?.kind==="refused";x&&(f.hidden=!0),C(o?null:l.a,x?{problem:o,practice:l.practice}:null),r("reset").disabled=gt(n,c)}function B(o,f){let T=performance.now();if(l.a){let z=H(),x=l.simKey?.startsWith(`${n.text}|${te(n.rules,c)}|`)?l.sim:null,P={a:l.a,layers:l.layers,sweep:l.sweep,scan:l.scan,sim:x,state:n,act:g,width:z,playing:p?.kind??null,history:a.history},I=l.a.solve,X=l.problem?d`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${I.starts.join(", ")}, a board of ${I.rules.board} spaces), not the one above, until it is fixed.</p>`:"";for(let W of o){let{words:ce,figure:Be}=tt[W](P);Q(d`${X}${ce}`,r(`${W}-words`)),Q(Be,r(`${W}-fig`))}}else for(let z of o)Q(d`<p class="help">Shown once the game above is one the engine can play.</p>`,r(`${z}-words`));S(!1),e.dataset.drawMs=(performance.now()-T).toFixed(2),f&&f.timeStamp!==void 0&&(e.dataset.redrawMs=(performance.now()-f.timeStamp).toFixed(2))}function Z(o){Q($(o.practice.answer,!1,!0),r("part1")),Q($(o.dirac.answer,!1,!0),r("part2"));for(let f of["part1-how","part2-how"])r(f).classList.add("stale")}function J(){return new Promise(o=>requestAnimationFrame(()=>setTimeout(o,0)))}function V(o){Q($(o.answer,!1,!0),r("part1")),Q(d`Player ${o.winner} reaches the target first, after ${$(o.turns_played)} turns of all
      players (${$(o.die_rolls)} rolls): lowest score ${$(o.lowest)} × ${$(o.die_rolls)} rolls.`,r("part1-how"))}function G(o){return o?d`<details id="refusal-plan"><summary>The plan: ${o.time} on the reference CPU and ${o.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${o.work.map(f=>d`<tr><td>${f.op}</td><td>${$(f.count)}</td><td>${$(f.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${$(o.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${o.kernel} kernel.</p></details>`:""}function C(o,f=null){for(let x of["part1-how","part2-how"])r(x).classList.remove("stale");if(!o){for(let x of["part1","part2"])Q("\u2014",r(x));for(let x of["part1-how","part2-how"])Q("",r(x));f?.practice&&V(f.practice),f&&Q(d`<span id="refusal" role="alert">Not computed here: ${f.problem.message}. ${f.problem.by_limits?d`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`:"This is a fixed size of dirac's, the same on the command line."}</span>${G(f.problem.plan)}`,r("part2-how"));return}let{practice:T,dirac:z}=o.solve;V(T),Q($(z.answer,!1,!0),r("part2")),Q(d`Player ${z.leader} wins in the most universes, of ${$(z.total)} in all.${o.solve.contrast?` ${o.solve.contrast}`:""}`,r("part2-how"))}async function R(){await s.first,e.dataset.firstReadyMs=performance.now().toFixed(1),c={rules:s.firstNow("rules"),dice:s.firstNow("dice")},xt(s.firstNow("palette")),mt(W=>s.firstNow("starts_read",W)),n=ke(a.read(),c),y(),kt(c,g,r),r("input").addEventListener("input",W=>{n={...n,text:r("input").value},L(!1,W)}),r("add-player").addEventListener("click",W=>{n=yt(n),L(!0,W)}),r("reset").addEventListener("click",W=>g.reset(W)),r("hide-answers").addEventListener("change",()=>{n={...n,hidden:r("hide-answers").checked},y(),_(!1)}),r("check-form").addEventListener("submit",W=>{W.preventDefault(),b()});let o=H(),f=0;new ResizeObserver(()=>{cancelAnimationFrame(f),f=requestAnimationFrame(()=>{H()!==o&&(o=H(),B(Object.keys(tt)))})}).observe(r("turn-fig")),a.onChange(()=>{n=ke(a.read(),c),y(),L(!1)});let T=te(n.rules,c),z=[n.text,T,n.turn,!1],x=()=>h===0,P=()=>e.dataset.answersMs=performance.now().toFixed(1),I=s.firstNow("quick_answers",n.text,T);I?.ok?(Se(r,n,c,I.ok.rules,I.ok.starts,g),C({solve:I.ok}),P()):I?.error?(l.problem=I.error,K()):(Se(r,n,c,null,null,g),S(!0),r("status").textContent="Computing the answers\u2026"),await J(),await s.load(),i=!0,e.dataset.engineReadyMs=performance.now().toFixed(1),It(s.now("scanned"),c.rules);let X=x()?s.now("quick_view",...z):null;if(!X&&x()&&(S(!0),r("status").textContent="Computing the answers\u2026",X=await s.call("view",...z),S(!1)),e.dataset.viewMs=performance.now().toFixed(1),X&&x()&&(E(X,T),K()),e.dataset.answersMs||P(),await J(),x()){let W=s.now("quick_sweep",T)??await s.call("sweep",T);W&&x()&&O(W,T),x()&&F()}e.dataset.ready="true",e.dataset.readyMs=performance.now().toFixed(1)}return R().catch(o=>{let f=r("problem");f.hidden=!1,f.textContent=`The engine could not start: ${o}`;for(let T of["part1","part2"])r(T).textContent||(r(T).textContent="\u2014")})}function Yt(t){return`${t.replace(/(^|[\s,}])body\[([^\]]*)\]/g,"$1:host([$2])").replace(/(^|[\s,}]):root\b/g,"$1:host").replace(/(^|[\s,}])body\b/g,"$1.page").replace(/@media \(((?:max|min)-width:[^)]*)\)/g,"@container explorer ($1)")}
.page { container: explorer / inline-size; }
`}function Kt(t){let e=t.indexOf("<main>"),s=t.indexOf("</main>");if(e<0||s<e)throw new Error("the page has no <main>");return t.slice(e,s+7)}function Vt(t){let e=t.get("query");return{read:()=>`?${t.get("query")}`,write(s){e=s.replace(/^\?/,""),t.set("query",e),t.save_changes()},onChange(s){t.on("change:query",()=>{t.get("query")!==e&&s()})},history:!1}}var Gt=`:root { --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; --bg: #f6f7f9; }
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
#problem { position: sticky; bottom: 8px; z-index: 5; box-shadow: 0 2px 12px rgba(0, 0, 0, .18); margin-top: 12px; padding: 10px 14px; border-left: 4px solid #d55e00; background: #fdf0e8; border-radius: 4px; overflow-wrap: anywhere; }
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
`;var Xt=`<!DOCTYPE html>
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
`;var Ss=1500;function Ts(t,e,s){let a=Math.random().toString(36).slice(2),r=new Map,i=0,c=!1,n=()=>{c&&r.size===0&&s(c=!1)},l=new Map;t.on("msg:custom",h=>{if(h?.view!==a)return;let g=r.get(h.id);r.delete(h.id),g&&(clearTimeout(g.timer),g.resolve(JSON.parse(h.out)),n())});let p=(h,...g)=>new Promise(u=>{let k=i++,y=setTimeout(()=>s(c=!0),Ss);r.set(k,{resolve:u,timer:y});try{t.send({view:a,id:k,call:h,args:g})}catch{s(c=!0)}}),m=h=>h in e?e[h]:null;return{first:Promise.resolve(),load:()=>Promise.resolve(),firstNow:(h,g)=>h==="starts_read"?l.get(g)??null:m(h),now:m,async call(h,...g){if(h!=="view")return p(h,...g);let[u,k]=await Promise.all([p("starts_read",g[0]),p(h,...g)]);return u&&l.set(g[0],u),k},async remember(h){let g=await p("starts_read",h);g&&l.set(h,g)},cancel(){for(let{resolve:h,timer:g}of r.values())clearTimeout(g),h(null);r.clear(),n()}}}var un={async render({model:t,el:e}){let s=t.get("_meta");e.dataset.lmSuppressShortcuts="true";let a=e.attachShadow({mode:"open"});a.addEventListener("keydown",n=>n.stopPropagation()),a.innerHTML=`<style>${Yt(Gt)}</style><div class="page">${Kt(Xt)}</div>`;let r=a.getElementById("status"),i=Ts(t,s,n=>{r.textContent=n?`Waiting for the notebook's kernel, which computes this explorer: run the notebook to
          explore. The game: ${decodeURIComponent(t.get("query").replace(/\+/g," "))}.`:"",e.dataset.waiting=String(n)}),c=Vt(t);return await i.remember(ke(c.read(),s).text),Qt({root:a,host:e,engine:i,store:c}),()=>i.cancel()}};export{un as default};
/**
 * @license
 * Copyright 2017 Google LLC
 * SPDX-License-Identifier: BSD-3-Clause
 */
