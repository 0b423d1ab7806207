var Ve=globalThis,it=t=>t,Pe=Ve.trustedTypes,lt=Pe?Pe.createPolicy("lit-html",{createHTML:t=>t}):void 0,ft="$lit$",de=`lit$${Math.random().toFixed(9).slice(2)}$`,mt="?"+de,ns=`<${mt}>`,ye=document,ke=()=>ye.createComment(""),_e=t=>t===null||typeof t!="object"&&typeof t!="function",Ge=Array.isArray,as=t=>Ge(t)||typeof t?.[Symbol.iterator]=="function",We=`[ 	
\f\r]`,ve=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,ct=/-->/g,pt=/>/g,ge=RegExp(`>|${We}(?:([^\\s"'>=/]+)(${We}*=${We}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),dt=/'/g,ht=/"/g,gt=/^(?:script|style|textarea|title)$/i,Xe=t=>(e,...s)=>({_$litType$:t,strings:e,values:s}),d=Xe(1),k=Xe(2),Ls=Xe(3),Ae=Symbol.for("lit-noChange"),Q=Symbol.for("lit-nothing"),ut=new WeakMap,$e=ye.createTreeWalker(ye,129);function $t(t,e){if(!Ge(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return lt!==void 0?lt.createHTML(e):e}var os=(t,e)=>{let s=t.length-1,a=[],r,i=e===2?"<svg>":e===3?"<math>":"",c=ve;for(let n=0;n<s;n++){let o=t[n],p,f,h=-1,m=0;for(;m<o.length&&(c.lastIndex=m,f=c.exec(o),f!==null);)m=c.lastIndex,c===ve?f[1]==="!--"?c=ct:f[1]!==void 0?c=pt:f[2]!==void 0?(gt.test(f[2])&&(r=RegExp("</"+f[2],"g")),c=ge):f[3]!==void 0&&(c=ge):c===ge?f[0]===">"?(c=r??ve,h=-1):f[1]===void 0?h=-2:(h=c.lastIndex-f[2].length,p=f[1],c=f[3]===void 0?ge:f[3]==='"'?ht:dt):c===ht||c===dt?c=ge:c===ct||c===pt?c=ve:(c=ge,r=void 0);let u=c===ge&&t[n+1].startsWith("/>")?" ":"";i+=c===ve?o+ns:h>=0?(a.push(p),o.slice(0,h)+ft+o.slice(h)+de+u):o+de+(h===-2?n:u)}return[$t(t,i+(t[s]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),a]},Me=class t{constructor({strings:e,_$litType$:s},a){let r;this.parts=[];let i=0,c=0,n=e.length-1,o=this.parts,[p,f]=os(e,s);if(this.el=t.createElement(p,a),$e.currentNode=this.el.content,s===2||s===3){let h=this.el.content.firstChild;h.replaceWith(...h.childNodes)}for(;(r=$e.nextNode())!==null&&o.length<n;){if(r.nodeType===1){if(r.hasAttributes())for(let h of r.getAttributeNames())if(h.endsWith(ft)){let m=f[c++],u=r.getAttribute(h).split(de),A=/([.?@])?(.*)/.exec(m);o.push({type:1,index:i,name:A[2],strings:u,ctor:A[1]==="."?Fe:A[1]==="?"?Qe:A[1]==="@"?Ye:xe}),r.removeAttribute(h)}else h.startsWith(de)&&(o.push({type:6,index:i}),r.removeAttribute(h));if(gt.test(r.tagName)){let h=r.textContent.split(de),m=h.length-1;if(m>0){r.textContent=Pe?Pe.emptyScript:"";for(let u=0;u<m;u++)r.append(h[u],ke()),$e.nextNode(),o.push({type:2,index:++i});r.append(h[m],ke())}}}else if(r.nodeType===8)if(r.data===mt)o.push({type:2,index:i});else{let h=-1;for(;(h=r.data.indexOf(de,h+1))!==-1;)o.push({type:7,index:i}),h+=de.length-1}i++}}static createElement(e,s){let a=ye.createElement("template");return a.innerHTML=e,a}};function we(t,e,s=t,a){if(e===Ae)return e;let r=a!==void 0?s._$Co?.[a]:s._$Cl,i=_e(e)?void 0:e._$litDirective$;return r?.constructor!==i&&(r?._$AO?.(!1),i===void 0?r=void 0:(r=new i(t),r._$AT(t,s,a)),a!==void 0?(s._$Co??=[])[a]=r:s._$Cl=r),r!==void 0&&(e=we(t,r._$AS(t,e.values),r,a)),e}var Ue=class{constructor(e,s){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=s}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:s},parts:a}=this._$AD,r=(e?.creationScope??ye).importNode(s,!0);$e.currentNode=r;let i=$e.nextNode(),c=0,n=0,o=a[0];for(;o!==void 0;){if(c===o.index){let p;o.type===2?p=new Se(i,i.nextSibling,this,e):o.type===1?p=new o.ctor(i,o.name,o.strings,this,e):o.type===6&&(p=new Ke(i,this,e)),this._$AV.push(p),o=a[++n]}c!==o?.index&&(i=$e.nextNode(),c++)}return $e.currentNode=ye,r}p(e){let s=0;for(let a of this._$AV)a!==void 0&&(a.strings!==void 0?(a._$AI(e,a,s),s+=a.strings.length-2):a._$AI(e[s])),s++}},Se=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,s,a,r){this.type=2,this._$AH=Q,this._$AN=void 0,this._$AA=e,this._$AB=s,this._$AM=a,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,s=this._$AM;return s!==void 0&&e?.nodeType===11&&(e=s.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,s=this){e=we(this,e,s),_e(e)?e===Q||e==null||e===""?(this._$AH!==Q&&this._$AR(),this._$AH=Q):e!==this._$AH&&e!==Ae&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):as(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==Q&&_e(this._$AH)?this._$AA.nextSibling.data=e:this.T(ye.createTextNode(e)),this._$AH=e}$(e){let{values:s,_$litType$:a}=e,r=typeof a=="number"?this._$AC(e):(a.el===void 0&&(a.el=Me.createElement($t(a.h,a.h[0]),this.options)),a);if(this._$AH?._$AD===r)this._$AH.p(s);else{let i=new Ue(r,this),c=i.u(this.options);i.p(s),this.T(c),this._$AH=i}}_$AC(e){let s=ut.get(e.strings);return s===void 0&&ut.set(e.strings,s=new Me(e)),s}k(e){Ge(this._$AH)||(this._$AH=[],this._$AR());let s=this._$AH,a,r=0;for(let i of e)r===s.length?s.push(a=new t(this.O(ke()),this.O(ke()),this,this.options)):a=s[r],a._$AI(i),r++;r<s.length&&(this._$AR(a&&a._$AB.nextSibling,r),s.length=r)}_$AR(e=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);e!==this._$AB;){let a=it(e).nextSibling;it(e).remove(),e=a}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},xe=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,s,a,r,i){this.type=1,this._$AH=Q,this._$AN=void 0,this.element=e,this.name=s,this._$AM=r,this.options=i,a.length>2||a[0]!==""||a[1]!==""?(this._$AH=Array(a.length-1).fill(new String),this.strings=a):this._$AH=Q}_$AI(e,s=this,a,r){let i=this.strings,c=!1;if(i===void 0)e=we(this,e,s,0),c=!_e(e)||e!==this._$AH&&e!==Ae,c&&(this._$AH=e);else{let n=e,o,p;for(e=i[0],o=0;o<i.length-1;o++)p=we(this,n[a+o],s,o),p===Ae&&(p=this._$AH[o]),c||=!_e(p)||p!==this._$AH[o],p===Q?e=Q:e!==Q&&(e+=(p??"")+i[o+1]),this._$AH[o]=p}c&&!r&&this.j(e)}j(e){e===Q?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},Fe=class extends xe{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===Q?void 0:e}},Qe=class extends xe{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==Q)}},Ye=class extends xe{constructor(e,s,a,r,i){super(e,s,a,r,i),this.type=5}_$AI(e,s=this){if((e=we(this,e,s,0)??Q)===Ae)return;let a=this._$AH,r=e===Q&&a!==Q||e.capture!==a.capture||e.once!==a.once||e.passive!==a.passive,i=e!==Q&&(a===Q||r);r&&this.element.removeEventListener(this.name,this,a),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Ke=class{constructor(e,s,a){this.element=e,this.type=6,this._$AN=void 0,this._$AM=s,this.options=a}get _$AU(){return this._$AM._$AU}_$AI(e){we(this,e)}};var is=Ve.litHtmlPolyfillSupport;is?.(Me,Se),(Ve.litHtmlVersions??=[]).push("3.3.3");var K=(t,e,s)=>{let a=s?.renderBefore??e,r=a._$litPart$;if(r===void 0){let i=s?.renderBefore??null;a._$litPart$=r=new Se(e.insertBefore(ke(),i),i,void 0,s??{})}return r._$AI(t),r};var yt=[4,8],ls=(t,e)=>`Player ${t} starting position: ${e}`,oe=t=>t.map((e,s)=>ls(s+1,e)).join(`
`)+`
`,bt=()=>null;function wt(t){bt=t}var ie=t=>bt(t),cs=(t,e)=>e!==null&&t===oe(e),ze=t=>[...t.rules.map(e=>[e.key,String(e.default)]),...t.dice.map(e=>[e.key,""])];function se(t,e=null){return Object.entries(t).filter(([s,a])=>a!==""&&!(e&&Le(e,t,s))).map(([s,a])=>`${s}=${encodeURIComponent(a)}`).join("&")}function Ze(t){return{text:oe(yt),rules:Object.fromEntries(ze(t)),turn:0,round:0,step:0,chosen:0,cell:null,hidden:!1}}function xt(t,e){return t.text===oe(yt)&&ze(e).every(([s,a])=>(t.rules[s]??a)===a)}function vt(t,e){let s=new URLSearchParams,a=ie(t.text);cs(t.text,a)?s.set("starts",a.join(",")):s.set("input",t.text);for(let[r,i]of ze(e)){let c=t.rules[r];c!==void 0&&c!==""&&c!==i&&!Le(e,t.rules,r)&&s.set(r,c)}return t.turn&&s.set("turn",String(t.turn)),t.round&&s.set("round",String(t.round)),t.step&&s.set("step",String(t.step)),t.hidden&&s.set("hide","1"),"?"+s.toString().replace(/%2C/g,",").replace(/%3A/g,":")}var Je=t=>{let e=Number(t??0);return Number.isSafeInteger(e)&&e>0?e:0};function Te(t,e){let s=new URLSearchParams(t),a=Ze(e);s.has("input")?a.text=s.get("input"):s.has("starts")&&(a.text=oe(s.get("starts").split(",").map(r=>r.trim())));for(let[r,i]of ze(e))a.rules[r]=s.get(r)??i;return a.turn=Je(s.get("turn")),a.round=Je(s.get("round")),a.step=Je(s.get("step")),a.hidden=s.get("hide")==="1",a}var Le=(t,e,s)=>t.dice.find(a=>a.replaces===s&&e[a.key]!=="");function et(t,e){let s=ie(t.text);return!s||t.chosen>=s.length?t:(s[t.chosen]=e,{...t,text:oe(s)})}function kt(t){let e=ie(t.text);return e?{...t,text:oe([...e,1]),chosen:e.length}:t}function _t(t,e){let s=ie(t.text);return!s||s.length===1?t:(s.splice(e,1),{...t,text:oe(s),chosen:Math.min(t.chosen,s.length-1)})}var je=t=>k`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${t}</svg>`,he={play:je(k`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),pause:je(k`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),previous:je(k`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),next:je(k`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),remove:je(k`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`)};function F(t){let e=String(t);return/^\d+$/.test(e)?e.replace(/\B(?=(\d{3})+(?!\d))/g,","):e}function tt(t,e=!0){let s=String(t);if(!/^\d+$/.test(s))return[s];let a=s.length%3||3,r=[s.slice(0,a)];for(let i=a;i<s.length;i+=3)r.push(s.slice(i,i+3));return e?r.map((i,c)=>c<r.length-1?`${i},`:i):r}function le(t){let e=String(t),s=Number(e.slice(-2)),a=F(e);return s>=11&&s<=13?`${a}th`:`${a}${["th","st","nd","rd"][s%10]??"th"}`}var q=(t,e,s=`${e}s`)=>`${t} ${String(t)==="1"?e:s}`,Re=[],D=t=>Re[t%Re.length];function Mt(t){Re.splice(0,Re.length,...t)}function ae(t,e=6,s=!1){if(!(t>0))return[0];let a=10**Math.floor(Math.log10(t/Math.max(1,e-1))),r=[1,2,5,10,20,50].map(c=>c*a).filter(c=>!s||Number.isInteger(c)||c>1).map(c=>s?Math.max(1,Math.round(c)):c).find(c=>Math.floor(t/c+1e-9)+1<=e),i=[];for(let c=0;c*r<=t*(1+1e-9);c++)i.push(Number((c*r).toPrecision(12)));return i}function st(t){if(Math.abs(t)<1e6)return F(String(t));let[e,s]=t.toExponential(2).split("e");return`${Number(e)}e${Number(s)}`}function Ce(t){let e=t.some(s=>Math.abs(s)>=1e6);return t.map(s=>{if(!e||s===0)return[s,st(s)];let[a,r]=s.toExponential(2).split("e");return[s,`${Number(a)}e${Number(r)}`]})}var Ne=t=>10+7*t,ue=24;function Be(t,[e,s],a,r){let i={ArrowUp:[-1,0],ArrowDown:[1,0],ArrowLeft:[0,-1],ArrowRight:[0,1]};if(!i[t])return null;let[c,n]=i[t],o=(p,f)=>Math.min(r[f],Math.max(a[f],p));return[o(e+c,0),o(s+n,1)]}var St=60,He=4,ce=95;function fe(t,e,s=ce){let a=(t-1)/e*2*Math.PI-Math.PI/2;return[s*Math.cos(a),s*Math.sin(a)]}var ps=t=>Math.max(4,Math.min(16,280/Math.min(t,St))),rt=t=>t>=1e4?4:10;function Ie({b:t,spaces:e,onPick:s=null,highlight:a=0,move:r=null}){let i=ps(t),c=t<=St,n=new Map;e.forEach((u,A)=>u>=1&&u<=t&&n.set(u,[...n.get(u)??[],A]));let o=(u,A)=>{(u.key==="Enter"||u.key===" ")&&(u.preventDefault(),s(A,u))},p=c?Array.from({length:t},(u,A)=>{let y=A+1,[b,w]=fe(y,t),T=t<=30?k`<text x=${b} y=${w+4} text-anchor="middle" font-size=${Math.max(9,Math.min(12,i))}>${y}</text>`:"";return s?k`<g class="space" tabindex="0" role="button" aria-label=${`Space ${y}`} @click=${_=>s(y,_)} @keydown=${_=>o(_,y)}>
              <circle class=${y===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${T}</g>`:k`<g class="space"><circle class=${y===a?"slot landed":"slot"} cx=${b} cy=${w} r=${i}></circle>${T}</g>`}):[1,...Array.from({length:rt(t)-1},(u,A)=>Math.round((A+1)*t/rt(t))+1)].map(u=>{let[A]=fe(u,t,ce),y=Math.abs(A)>ce*.75,[b,w]=fe(u,t,y?ce-10:ce-22),T=y?b>0?"end":"start":"middle";return k`<text x=${b} y=${w+4} text-anchor=${T} font-size="11">${F(u)}</text>`}),f=[...n.entries()].flatMap(([u,A])=>{let[y,b]=fe(u,t),w=A.slice(0,He).map((T,_)=>{let M=1-(i*1.7+_*i*.95)/ce;return k`<circle class="token" cx=${y*M} cy=${b*M} r=${i*.55} fill=${D(T)}><title>${`Player ${T+1} on space ${u}`}</title></circle>`});if(A.length>He){let T=1-(i*1.7+He*i*.95)/ce;w.push(k`<text class="more" x=${y*T} y=${b*T+4} text-anchor="middle">+${A.length-He}</text>`)}return w}),h="";if(r&&(r.steps>0||r.laps>0)){let{from:u,to:A}=r,y=ce-i-4,b=r.steps||t,[w,T]=fe(u,t,y),[_,M]=fe(A,t,y),[E,C]=fe(u+b/2,t,y),B=b/t>.5?1:0,O=b===t?`M${w},${T} A${y},${y} 0 0 1 ${E},${C} A${y},${y} 0 0 1 ${_},${M}`:`M${w},${T} A${y},${y} 0 ${B} 1 ${_},${M}`,N=c&&b<=30?Array.from({length:b-1},(S,H)=>{let[Y,G]=fe(u+H+1,t,y);return k`<circle class="step" cx=${Y} cy=${G} r="2.2"></circle>`}):[];h=k`<path class="move" d=${O} marker-end="url(#arrow)"></path>${N}`}let m=r?k`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`:"";return k`
    ${m}
    <circle class="track" r=${ce}></circle>
    ${p}${h}${f}
    ${c?"":k`<text x="0" y=${rt(t)===4?-20:4} text-anchor="middle" font-size="11">${`${F(t)} spaces`}</text>`}`}function Tt(t,e,s){let a=s("rules");for(let i of t.rules){let c=document.createElement("div"),n=`rule-${i.key}`;c.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",inputMode:"numeric",spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-range`),o.addEventListener("input",f=>e.rule(i.key,o.value.trim(),f));let p=document.createElement("div");p.className="range",p.id=`${n}-range`,c.append(o,p),a.appendChild(c)}let r=document.createElement("div");r.className="dice";for(let i of t.dice){let c=document.createElement("div"),n=`rule-${i.key}`;c.innerHTML=`<label for="${n}">${i.name}</label>`;let o=document.createElement("input");Object.assign(o,{id:n,type:"text",placeholder:i.default,title:i.allowed,spellcheck:!1,autocomplete:"off"}),o.setAttribute("aria-describedby",`${n}-now ${n}-range`),o.addEventListener("input",m=>e.rule(i.key,o.value.trim(),m));let p=document.createElement("div");p.className="now",p.id=`${n}-now`;let f=document.createElement("div");f.className="range",f.id=`${n}-range`;let h=t.rules.find(m=>m.key===i.replaces);f.textContent=`${i.allowed}. Empty: set by the ${h.name} above; the puzzle: ${i.default}.`,c.append(o,p,f),r.appendChild(c)}a.appendChild(r)}function Ee(t,e,s,a,r,i,c=!1){t("input").value!==e.text&&(t("input").value=e.text);for(let y of s.rules){let b=t(`rule-${y.key}`),w=Le(s,e.rules,y.key);b.disabled=!!w,b.closest("div").classList.toggle("replaced",b.disabled),t(`rule-${y.key}-range`).textContent=w?`set by the ${w.name} below`:`${y.about}. 1 to ${F(y.max)}; the puzzle: ${y.default}`,w?b.value=a?String(a[y.field]):"":b.value.trim()!==e.rules[y.key]&&(b.value=e.rules[y.key])}for(let y of s.dice){let b=t(`rule-${y.key}`);b.value.trim()!==e.rules[y.key]&&(b.value=e.rules[y.key]),b.placeholder=a?a[y.field]:y.default;let w=a?a[y.field]:"",T=b.value.trim()||b.placeholder;t(`rule-${y.key}-now`).textContent=w&&w!==T?`In play: ${w}`:""}let n=ie(e.text),o=n??r??[],p=!!n,f=Math.min(e.chosen,Math.max(o.length-1,0)),h=p?c?d`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`:"":d`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`;K(d`${h}
      ${o.map((y,b)=>d`
        <div class="player" aria-pressed=${String(b===f)}>
          <span class="swatch" style=${`background:${D(b)}`}></span>
          <button type="button" aria-pressed=${String(b===f)} ?disabled=${!p}
            title="Choose this player, then tap a space on the board" @click=${()=>i.choose(b)}>Player ${b+1}: space ${y}</button>
          <button type="button" aria-label=${`Remove player ${b+1}`} ?disabled=${!p||o.length===1}
            @click=${w=>i.remove(b,w)}>${he.remove}</button>
        </div>`)}`,t("players")),t("add-player").disabled=!p;let m=Number(s.rules.find(y=>y.key==="board").default),u=a?a.board:Number(e.rules.board)||m,A=t("board");A.setAttribute("viewBox","-120 -120 240 240"),K(k`${Ie({b:u,spaces:o,onPick:p?(y,b)=>i.place(y,b):null})}`,A)}var jt=26,ds=40,Ct=44;function hs(t){t.currentTarget.parentElement.setAttribute("aria-expanded","true")}function Nt(t,e=!0,s=!1){if(/ digits\)$/.test(String(t)))return!0;let a=tt(t,e);return a.length>=4&&a.join("").length>(s?Ct:jt)}function $(t,e=!0,s=!1){let a=tt(t,e),r=a.join("");if(a.length<4||r.length<=(s?Ct:jt))return d`<span class="num" style=${`--chars:${r.length}`}>${r}</span>`;let i=r.replace(/\D/g,"").length,c=`${a.slice(0,2).join("")}\u2026${e?",":""}${a[a.length-1]}`,n=` (${i} digits)`,o=!s&&r.length<=ds,p=o?d`<span class="whole-digits">${r}</span>`:"";return d`<span class=${`num long-count${o?" fits-wide":""}`} aria-expanded="false" style=${`--chars:${c.length+n.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${hs}>${c}<span
      class="how-long">${n}</span></button><span class="every-digit">${a.map((f,h)=>h?d`<wbr>${f}`:f)}</span>${p}</span>`}function Oe(t){let e=t.before.map(s=>s.slice());return t.rows.map(s=>(e=e.slice(),e[s.player-1]=[s.space,s.score],e))}var qe=8,us=12;function Et({a:t,state:e,act:s}){let{rules:a,starts:r}=t.solve,i=r.length,c=Oe(t.trace),n=Math.min(e.step,c.length),o=n===0?r:c[n-1].map(([_])=>_),p=n>0?t.trace.rows[n-1]:null,f=p?p.player-1:0,h=(n>=2?c[n-2]:t.trace.before)[f][0],m=p?[p.space,p.score]:null,u=p?p.rolled.length<=us?`${p.rolled.join("+")} = ${F(p.moved)}`:`${F(p.rolled.length)} values adding up to ${F(p.moved)}`:"",A=a.rolls,y=d`
    <p>The players stand on a ring of <strong>${a.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${A===1?"once":d`<strong>${A}</strong> times`},
    move forward by the sum (after space ${a.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`,b=n===0?d`Before the first turn: ${r.slice(0,qe).map((_,M)=>d`<span class="who" style=${`--c:${D(M)}`}>player ${M+1}</span> on space ${_}${M<Math.min(i,qe)-1?", ":i>qe?d`, and ${i-qe} more players.`:"."}`)}`:d`Turn ${$(p.turn)} of all players is <span class="who" style=${`--c:${D(f)}`}>player ${f+1}</span>'s
      ${le(p.round)} turn (round ${p.round}): rolls ${u}, from space ${h} to space ${m[0]}${p.laps>0?` (${q(F(p.laps),"whole lap")} of the board${p.steps?` and ${q(p.steps,"space")}`:""})`:""}, scoring
      ${q(m[0],"point")}, ${$(m[1])} in all.`,w=c.length,T=d`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${n} of all players of the practice game`}>
      ${Ie({b:a.board,spaces:o,highlight:m?m[0]:0,move:p?{from:h,to:p.space,steps:p.steps,laps:p.laps}:null})}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${n===0} @click=${_=>s.step(n-1,_)}>${he.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${n}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${n>=w} @click=${_=>s.step(n+1,_)}>${he.next}</button>
      <input type="range" id="step" min="0" max=${w} .value=${String(n)} @input=${_=>s.step(Number(_.target.value),_)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${b}</figcaption>`;return{words:y,figure:T}}function ne({w:t,h:e,pad:s,x:a,y:r,xTicks:i,yTicks:c,xLabel:n,yLabel:o}){return k`
    <g class="axis">
      ${c.map(([p,f])=>k`
        <line class="grid" x1=${s.l} x2=${t-s.r} y1=${r(p)} y2=${r(p)}></line>
        <text x=${s.l-6} y=${r(p)+4} text-anchor="end">${f}</text>`)}
      <line class="base" x1=${s.l} x2=${t-s.r} y1=${e-s.b} y2=${e-s.b}></line>
      ${i.map(([p,f])=>k`
        <line class="tick" x1=${a(p)} x2=${a(p)} y1=${e-s.b} y2=${e-s.b+4}></line>
        <text x=${a(p)} y=${e-s.b+17} text-anchor="middle">${f}</text>`)}
      <text class="label" x=${s.l+(t-s.l-s.r)/2} y=${e-6} text-anchor="middle">${n}</text>
      ${o?k`<text class="label" x=${Math.max(4,s.l-40)} y=${s.t-10} text-anchor="start">${o}</text>`:""}
    </g>`}var fs=8,ms=60;function Pt({a:t,width:e}){let{rules:s,starts:a,practice:r}=t.solve,{practice_cycles:i}=t.explain,c=a.length,n=s.practice_target,o=i.cycles.slice(0,fs),p=o.map((h,m)=>{let u=d`<span class="who" style=${`--c:${D(m)}`}>Player ${m+1}</span>`,A=d`The die is back where it was for them every <strong>${$(h.die_period)}</strong> of their
      turns: its ${$(s.practice_die)} values, ${$(h.rolls_apart)} rolls from one of their turns to the
      next, come round after ${$(s.practice_die)} ÷ gcd(${$(s.practice_die)}, ${$(h.rolls_apart)}) turns.`;if(h.turns===null)return d`<li>${u}: no cycle found within the page's limits. ${A}</li>`;let y=String(h.die_period),b=String(h.turns),w=h.span_rest===null?null:d`Their moves repeat with the die, but one span of ${$(h.die_period)} turns leaves them
        ${q(h.span_rest,"space")} on past whole laps of the board; ${$(h.spans)} spans
        (${$(h.turns)} turns) move them ${$(h.spans)} × ${$(h.span_rest)} spaces on, the fewest
        that make whole laps of ${$(s.board)}, so they are back where they started.`,T=b===y?"Their moves repeat with the die, and over those turns they make whole laps of the board.":w??"Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.",_=h.laps!==null?d` Their moves on the board (each sum less whole laps) are ${h.moves.join(", ")}
        spaces, landing on ${h.spaces.join(", ")}: ${h.laps===0?"no move at all past whole laps":h.laps===1?"one whole lap in all":`${h.laps} whole laps in all`}, so back where they started.`:h.moves.length?d` Their first ${h.moves.length} moves on the board: ${h.moves.join(", ")}, … spaces, landing on
          ${h.spaces.join(", ")}, ….`:"";return d`<li class="cycle">${u} is back on space ${a[m]},
      about to make the same moves again, ${h.turns===1?"after each of their turns":d`every <strong>${$(h.turns)}</strong> of their turns`}, having scored
      <strong>${$(h.points)}</strong> ${h.points==="1"?"point":"points"}. ${A} ${T}${_}${h.reached_first?d` <strong>The target comes first:</strong> the game ends before they come round.`:""}</li>`});return{words:d`
    <p>The practice die rolls <code>${s.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${q(s.board,"space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${p}</ul>
    ${c>o.length?d`<p class="help">(The first ${o.length} of ${c} players.)</p>`:""}
    ${o.some(h=>h.turns!==null&&!h.reached_first)?d`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`:d`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${r.winner} reaches ${$(n)} first, on
    their ${le(i.winner_turns)} turn (turn ${$(r.turns_played)} of all players,
    ${$(r.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${$(r.lowest)} × ${$(r.die_rolls)} = <strong>${$(r.answer)}</strong>.</p>
    ${i.far?d`<p>To a target of ${$(i.far_target)} the same game lasts ${$(i.far.turns_played)}
        turns of all players and its answer is <span class="long">${$(i.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`:d`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${$(i.far_target)}.</p>`}`,figure:d`${gs(t,e)}${$s(t,e)}`}}function gs(t,e){let{rules:s,starts:a}=t.solve,r=Oe(t.trace),i=r.reduce((E,C)=>C.reduce((B,[,O])=>Math.max(B,Number(O)),E),1),n=BigInt(s.practice_target)<=BigInt(i)?Number(s.practice_target):null,o=i,p=Ce(ae(o,5)),f=Math.max(...p.map(([,E])=>E.length)),[h,m,u]=[e,240,{l:Ne(f),r:24,t:24,b:40}],A=Math.max(r.length,1),y=E=>u.l+(h-u.l-u.r)*E/A,b=E=>m-u.b-(m-u.t-u.b)*E/o,w=Ce(ae(A,Math.max(3,Math.floor(h/70)),!0)),T=a.map((E,C)=>{let B=[`${y(0)},${b(0)}`].concat(r.map((O,N)=>`${y(N+1)},${b(Number(O[C][1]))}`)).join(" ");return k`<polyline points=${B} fill="none" stroke=${D(C)} stroke-width="1.5"></polyline>`}),_=t.trace.ended?"":` (the first ${F(r.length)} drawn)`,M=n===null?"":k`<line class="target" x1=${u.l} x2=${h-u.r} y1=${b(n)} y2=${b(n)}></line>
      <text class="target-label" x=${h-u.r} y=${b(n)-4} text-anchor="end">target ${F(s.practice_target)}</text>`;return d`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${h} ${m}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${F(s.practice_target)} points`}>
    ${ne({w:h,h:m,pad:u,x:y,y:b,xTicks:w,yTicks:p,xLabel:`turns of all players${_}`,yLabel:"score"})}
    ${M}
    ${T}
  </svg>
  ${n===null?d`<p class="caption" id="practice-scores-cut">The scores up to turn ${F(r.length)} of
    all players; the target, ${F(s.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${F(String(i))}).</p>`:""}`}function $s(t,e){let{rules:s,starts:a}=t.solve,r=a.length,i=t.trace.rows.slice(0,ms*Math.min(r,4)),c=s.board,[n,o,p]=[e,200,{l:Ne(String(c).length),r:24,t:24,b:40}],f=Math.max(i.length,1),h=M=>p.l+(n-p.l-p.r)*(M+.5)/f,m=M=>o-p.b-(o-p.t-p.b)*M/c,u=ae(f,Math.max(3,Math.floor(n/70)),!0).filter(M=>M>=1).map(M=>[M-1,st(M)]),A=ae(c,5,!0).map(M=>[M,String(M)]),y=t.explain.practice_cycles.cycles[0],b=[];if(y.span!==null&&BigInt(y.span)<BigInt(f)){let M=Number(y.span);for(let E=1;E*M<f;E+=2){let C=h(E*M-.5),B=h(Math.min((E+1)*M,f)-.5);b.push(k`<rect class="band" x=${C} y=${p.t} width=${B-C} height=${o-p.t-p.b}></rect>`)}}let w=Math.max(1.5,Math.min(3,(n-p.l-p.r)/f/2.5)),T=i.map((M,E)=>k`<circle cx=${h(E)} cy=${m(M.space)} r=${w} fill=${D(M.player-1)}></circle>`),_=b.length?`Shaded: every other cycle of player 1 (${F(String(y.turns))} of their turns).`:"";return d`<svg class="chart" id="practice-points" viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`Points scored on each of the first ${i.length} turns: the space landed on`}>
    ${b}
    ${ne({w:n,h:o,pad:p,x:h,y:m,xTicks:u,yTicks:A,xLabel:"turns of all players",yLabel:"points scored: the space landed on"})}
    ${T}
  </svg>
  <p class="caption">${_}</p>`}function zt({a:t}){let e=t.explain.universes,{rules:s,starts:a}=t.solve,r=a.length,i=d`
    <p>Each roll of the Dirac die splits the universe into one per face: ${s.dirac_faces}.
    A turn of ${q(s.rolls,"roll")} splits it into <strong>${$(e.per_turn)}</strong>,
    a round of ${q(r,"player")} into ${e.per_round?d`<strong>${$(e.per_round)}</strong>`:"more than can be written here"}. The longest game
    lasts ${q(e.round_count,"round")}${e.unstopped?d`: had no game ended sooner, that many
    full rounds would make <span class="long">${$(e.unstopped)}</span> universes`:""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${$(e.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${q(s.board,"space")} with a score below
    ${s.dirac_target}: <strong>${$(e.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${e.game_states?d`<strong>${$(e.game_states)}</strong>`:"too many to write"} states; one
    player alone has ${$(e.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${bs(t)}
    ${ys(t)}`,c=[["states of one player: space and score",e.player_states,e.player_states_digits],["states of the whole game",e.game_states,e.game_states_digits],["universes played to the end",e.total,e.total_digits],[`universes after ${q(e.round_count,"round")}, had none ended`,e.unstopped,e.unstopped_digits]].filter(([,p])=>p),n=Math.max(...c.map(([,,p])=>p)),o=d`
    <div class="digits-bars" role="list">
      ${c.map(([p,f,h])=>d`
        <div class="digits-bar" role="listitem">
          <div class="what">${p}</div>
          <div class="bar" style=${`width:${100*h/n}%`}></div>
          <div class="count">${$(f)}${Nt(f)?"":d` <span class="help">(${q(h,"digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${ws(t)}`;return{words:i,figure:o}}function ys(t){let e=t.explain.visits,s=t.explain.universes,a=e.player_cells,r=a.map((i,c)=>d`${c?c===a.length-1?" and ":", ":""}${$(i)}`);return d`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${e.joint_visited!==null?d`Here it solves <strong>${$(e.joint_visited)}</strong> states (of the
        ${s.game_states?$(s.game_states):"many"} there are), making ${$(e.joint_moves)} moves.`:d`Here the game has too many states for this page to walk them.`}
    ${a.length?d`Counting each player alone, dirac visits ${r}
      (space, score) cells (${a.length===1?"the player's":"one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).`:""}</p>`}function bs(t){let{rules:e}=t.solve,s=t.explain.turn_moves,a=t.explain.universes.per_turn,r=s.sums,i=o=>o.length<=12?o.join(", "):`${o.slice(0,5).join(", ")}, \u2026, ${o.slice(-2).join(", ")}`,c=r.length>s.folded_count,n=e.rolls===1?d`A turn is one roll: `:d`And a state's count does not fan out ${$(a)} ways a turn. Only the sum of
    the rolls moves the player, not their order: `;return d`<p id="fold-words">${n}${r.length?d`the ${$(a)} roll sequences of a turn have only <strong>${q(r.length,"sum")}</strong>,
        ${i(r.map(o=>o.sum))}, in ${i(r.map(o=>o.ways))} ${r.length===1?"way":"ways"}.`:d`their sums are too many to list here.`}
    On a board of ${q(e.board,"space")} a sum of s moves the player s spaces on, which lands where
    s − ${e.board} would: only the remainder of s divided by ${e.board} matters${r.length?c?d`, so the sums fold onto <strong>${q(s.folded_count,"move")}</strong> on the board`:d`, and here every sum is its own move: <strong>${q(s.folded_count,"move")}</strong>`:d`: a turn has <strong>${q(s.folded_count,"move")}</strong> on the board`}.
    A turn sends each state's count to ${q(s.folded_count,"place")}, each times its
    sequences: the multiplication by ${$(a)} happens in the counts, never one sequence at a time.</p>`}function ws(t){let{rules:e}=t.solve,s=t.explain.turn_moves;if(!s.sums.length)return d`<p class="help" id="fold">${q(s.folded_count,"move")} on the board; the sums are too many to draw.</p>`;let a=Math.max(...s.sums.map(i=>Number(i.ways))),r=s.sums.some(i=>i.sequences.length);return d`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${r?"":" bars"}${s.sums.length>20?" many":""}`}>${s.sums.map(i=>d`<div class="fold-col" data-sum=${i.sum}>
      <div class="ways">${$(i.ways)}</div>
      ${r?d`<div class="chips">${i.sequences.map(c=>d`<span class="chip">${c.join("+")}</span>`)}</div>`:d`<div class="fold-bar" style=${`height:${Math.max(2,60*Number(i.ways)/a)}px`}></div>`}
      <div class="sum">${i.sum}</div>
      <div class="to">${r?"\u2192 ":""}${i.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${r?"":", in grey,"} the spaces it moves on a board of ${e.board} (its
    remainder). ${s.folded.length<s.folded_count?"":d`Moves: ${s.folded.map((i,c)=>d`${c?", ":""}${i.distance} in ${$(i.ways)}`)}.`}</figcaption>
  </figure>`}var xs=1600;function vs(t){let e=[[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]],s=Math.max(0,Math.min(1,t))*(e.length-1),a=Math.min(Math.floor(s),e.length-2),r=s-a,i=e[a].map((c,n)=>Math.round(c+(e[a+1][n]-c)*r));return`rgb(${i[0]},${i[1]},${i[2]})`}var Lt="#eef0f3",Rt=t=>vs(.15+.85*Math.sqrt(t));function nt({a:t,act:e,playing:s,kind:a,label:r,min:i=0,value:c,last:n=null}){return n??=t.turn_tables.last_turn,d`<div class="scrubber">
    <button type="button" class="play" aria-label=${s?"Pause":"Play"} @click=${()=>e.play(a)}>${s?he.pause:he.play}</button>
    <label for=${a}>${r} <output>${c}</output> of ${n}</label>
    <input type="range" id=${a} min=${i} max=${n} .value=${String(c)} @input=${o=>e[a](Number(o.target.value),o)}>
  </div>`}function Bt({a:t,layers:e,state:s,act:a,width:r,playing:i}){let{rules:c}=t.solve,n=d`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (${t.solve.starts.length===1?"section 5 counts the game's universes from them":"section 5 combines the players' into the game's universes"}).</p>
    <p>A turn splits every cell's count ${$(t.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${c.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${q(t.turn_tables.last_turn,"turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`,o=e.find(m=>m?.error?.kind==="refused");if(o)return{words:n,figure:d`<p class="help" id="layers-refused">${o.error.message}</p>`};let p=t.turn_tables.players,f=p.slice(0,e.length),h=d`
    ${nt({a:t,act:a,playing:i==="turn",kind:"turn",label:"Each player's turn",value:s.turn})}
    ${f.length<p.length?d`<p class="help">The grids of the first ${f.length} of ${p.length} players.</p>`:""}
    <div class="layers">${f.map((m,u)=>ks(m,u,e[u],s,a,r,i==="turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${Lt} 0 8%,${[0,.1,.25,.5,.75,1].map(Rt).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;return{words:n,figure:h}}function ks(t,e,s,a,r,i,c){if(!s||s.error)return d`<div class="layer">${s?s.error.message:"no grid"}</div>`;let n=s.ok,o=n.grid.length,p=n.grid[0].length,f=o<=30&&n.space_totals.every(j=>j.length<=7),[h,m,u,A]=[Ne(String(o).length),f?64:6,22,40],y=(Math.min(i,640)-h-m)/p,b=y<ue&&h+m+p*ue<=xs,w=b?ue:y,T=h+m+p*w,_=Math.max(Math.min(24,Math.max(w,18)),Math.min(18,480/o),4),M=u+o*_+A,E=a.cell&&a.cell.player===e?a.cell:null,C=(j,R,x)=>{let L=Be(j.key,[R,x],[1,0],[o,p-1]);L&&(j.preventDefault(),r.cell({player:e,space:L[0],score:L[1]},!0))},B=j=>{let R=j.target.dataset;return R&&R.space?[Number(R.space),Number(R.score)]:null},O=j=>{let R=B(j);!R||E&&E.space===R[0]&&E.score===R[1]||r.cell({player:e,space:R[0],score:R[1]})},N=j=>{let R=B(j);R&&C(j,...R)},S=[];for(let j=1;j<=o;j++)for(let R=0;R<p;R++){let x=n.grid[j-1][R],L=E?E.space===j&&E.score===R:j===1&&R===0;S.push(k`<rect class="cell" id=${`cell-${e}-${j}-${R}`} x=${h+R*w} y=${u+(j-1)*_}
        width=${Math.max(w-.5,.5)} height=${_-.5} fill=${x==="0"?Lt:Rt(n.shade[j-1][R])}
        tabindex=${L?0:-1} role="button" aria-label=${`space ${j}, score ${R}: ${x}`}
        data-space=${j} data-score=${R}></rect>`)}let H=[],Y=[];for(let j=1;j<=o;j++)(o<=30||j%10===0||j===1)&&H.push(k`<text x=${h-4} y=${u+(j-.5)*_+4} text-anchor="end">${j}</text>`),f&&Y.push(k`<text class="total" x=${T-2} y=${u+(j-.5)*_+4} text-anchor="end">${F(n.space_totals[j-1])}</text>`);let G=Math.max(1,Math.ceil(p/Math.max(2,Math.floor((T-h-m)/28)))),W=[];for(let j=0;j<p;j+=G)W.push(j);W[W.length-1]!==p-1&&(p-1-W[W.length-1]<G/2+.5&&W.length>1&&W.pop(),W.push(p-1));let J=W.map(j=>k`<text x=${h+(j+.5)*w} y=${u+o*_+14} text-anchor="middle">${j}</text>`),Z=E?k`<rect class="chosen" x=${h+E.score*w+1} y=${u+(E.space-1)*_+1} width=${Math.max(w-2.5,1)} height=${_-2.5}></rect>`:"",I=(j,R,x="")=>k`<svg class=${R?"grid wide":"grid"} viewBox=${j}
      width=${R??Q} height=${R?M:Q}
      role="group" @click=${O} @focusin=${O} @keydown=${N}
      aria-label=${`Player ${e+1}'s sequences by space (rows) and score (columns) after ${n.turn} of their turns`}>
      <text class="label" x=${h} y=${u-8}>score →</text>
      ${S}${Z}${J}${x}
    </svg>`,X=E?d`Space ${E.space}, score ${E.score}: <strong>${$(n.grid[E.space-1][E.score])}</strong> sequences.
      Space ${E.space} over every score: ${$(n.space_totals[E.space-1])};
      score ${E.score} over every space: ${$(n.score_totals[E.score])}.`:d`Tap a cell to read its count here.`;return d`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${D(e)}`}></span>
      <strong>Player ${e+1}</strong> (start ${t.start}), ${n.turn===0?"before their first turn":d`after their ${le(n.turn)} turn`}:
      <strong>${$(n.playing)}</strong> ${n.playing==="1"?"sequence":"sequences"} still playing; largest cell ${$(n.largest)}; reached the target
      ${n.turn===0?"none yet":d`on this turn ${$(n.reached_on_turn)}, so far ${$(n.reached)}`}.</p>
    ${b?d`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${h} ${M}`} width=${h} height=${M} aria-hidden="true">${H}</svg>
      <div class="scroll grid-scroll">${I(`${h} 0 ${T-h-m} ${M}`,T-h-m)}</div>
      ${f?k`<svg class="grid grid-totals" viewBox=${`${T-m} 0 ${m} ${M}`} width=${m} height=${M}
        aria-hidden="true"><text class="label" x=${T-2} y=${u-8} text-anchor="end">row total</text>${Y}</svg>`:""}
      </div>
      <p class="caption">Rows: spaces 1 to ${o}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`:d`<div class="grid-box">${I(`0 0 ${T} ${M}`,null,k`
        ${f?k`<text class="label" x=${T-2} y=${u-8} text-anchor="end">row total</text>`:""}
        ${H}${Y}
        <text class="label" x=${h} y=${M-6}>rows: spaces 1 to ${o}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${e}`} aria-live=${c?"off":"polite"}>${X}</p>
  </div>`}function at(t,e){let s=t.turn_tables.rounds,a=t.turn_tables.first_win_round;return Math.min(e.round>0?e.round:a,Math.max(s.length,1))}function It({a:t,state:e,act:s,width:a,playing:r}){let i=at(t,e),c=t.explain.round_terms[i-1],n=f=>d`<div class="product">
    <p><span class="who" style=${`--c:${D(f.player-1)}`}>Player ${f.player}</span> wins in round ${i} in</p>
    <div class="equation">${f.factors.map((h,m)=>d`<span class="factor">
      <span class="count">${m?d`<span class="times">× </span>`:""}${$(h.count)}</span>
      <span class="why">${h.of==="reached"?d`player ${h.player} reaches the target on their ${le(h.turn)} turn`:d`player ${h.player} still playing after ${h.turn===0?"no turn":d`their ${le(h.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${$(f.product)}</strong><span class="why">universes: the product</span></span></div></div>`,o=d`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${i}:</p>
    ${c?c.terms.map(n):d`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${$(t.solve.dirac.answer)}</strong>.</p>`,p=d`
    ${nt({a:t,act:s,playing:r==="round",kind:"round",label:"Round",min:1,value:i,last:Math.max(t.turn_tables.rounds.length,1)})}
    ${Ht(t,i,a,s,"probability")}
    ${Ht(t,i,a,s,"universes")}
    ${_s(t,i,r==="round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${q(t.solve.starts.length,"turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;return{words:o,figure:p}}function Ht(t,e,s,a,r){let i=t.chart.bars,c=t.chart.per_player,[n,o,p]=[s,170,{l:48,r:24,t:10,b:40}],f=N=>r==="probability"?N.win_height:N.universes_height,h=r==="probability"?1:Math.max(...i.map(N=>f(N).reduce((S,H)=>S+H,0)),1e-9),m=Math.max(i.length,1),u=(n-p.l-p.r)/m,A=N=>p.l+(N-.5)*u,y=N=>o-p.b-(o-p.t-p.b)*N/h,b=u>=7*String(m).length+6,w=Array.from({length:m},(N,S)=>S+1),T=(b?w:ae(m,Math.max(3,Math.floor(n/50)),!0).filter(N=>N>=1)).map(N=>[N,String(N)]),_=ae(h*100,4).map(N=>[N/100,`${N}%`]),M=i.map(N=>{let S=0;return f(N).map((H,Y)=>{let G=k`<rect class="round-bar" x=${p.l+(N.round-1)*u+u*.12} y=${y(S+H)} width=${u*.76}
        height=${Math.max(0,y(S)-y(S+H))} fill=${c?D(Y):"#56b4e9"}></rect>`;return S+=H,G})}),E=i.map(N=>k`<rect class="hit" x=${p.l+(N.round-1)*u} y=${p.t} width=${u} height=${o-p.t-p.b}
    @click=${S=>a.round(N.round,S)}><title>${`round ${N.round}`}</title></rect>`),C=r==="probability"?k`<polyline class="undecided" points=${i.map(N=>`${A(N.round)},${y(N.undecided_height)}`).join(" ")}></polyline>`:"",B=k`<rect class="chosen-round" x=${p.l+(e-1)*u} y=${p.t} width=${u} height=${o-p.t-p.b}></rect>`,O=r==="probability"?"Probability of winning in the round (line: that nobody has won yet)":"Universes won in the round, as a share of all";return d`<p class="chart-title">${O}</p><svg class="chart rounds" id=${`rounds-${r}`} viewBox=${`0 0 ${n} ${o}`} role="img"
      aria-label=${`${O}, by round; read the chosen round below the charts`}>
    ${B}
    ${ne({w:n,h:o,pad:p,x:A,y,xTicks:T,yTicks:_,xLabel:"round"})}
    ${M}${C}${E}
  </svg>`}function _s(t,e,s){let a=t.chart.bars[e-1];if(!a)return"";let r=i=>t.chart.per_player?`Player ${i+1}`:"A player";return d`<div class="readout" id="round-readout" aria-live=${s?"off":"polite"}>
    <strong>Round ${e}</strong>:
    ${a.win_percent.map((i,c)=>d`${r(c)} wins with probability ${i}, ${a.universes_percent[c]} of all universes won; `)}
    nobody has won after it with probability ${a.undecided_percent}.</div>`}var As=[100,1e3,1e4,1e5],Ot=8;function Ms(t){let e=t.trim(),s=Number(e);return/^\d+$/.test(e)&&Number.isSafeInteger(s)?s:e}function qt(t,e,s,a,r){let i=s.simGames??1e3,c=s.simSeed??1,n=d`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${S=>a.simulate(Number(S.target.value),c,S)}>
      ${As.map(S=>d`<option value=${S} ?selected=${S===i}>${$(S)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(c)}
      @change=${S=>a.simulate(i,Ms(S.target.value),S)}></span>
    ${typeof c=="number"&&c<Number.MAX_SAFE_INTEGER?d`<button type="button" id="sim-again" @click=${S=>a.simulate(i,c+1,S)}>Roll again (seed ${c+1})</button>`:""}
  </div>`,o=d`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${t.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`,p=S=>d`${o}${n}${S}`;if(!e||e.key!==`${i}|${c}`)return p(d`<p class="help" id="sim-readout">Rolling ${$(i)} games…</p>`);if(e.answer.error)return p(d`<p class="help" id="sim-readout">${e.answer.error.message}</p>`);let f=e.answer.ok,[h,m]=[f.win_probability,f.share],u=Math.min(f.games_won.length,Ot),[A,y,b]=[r,220,{l:48,r:24,t:24,b:40}],w=Math.max(f.games,10),T=S=>b.l+(A-b.l-b.r)*Math.log10(S)/Math.log10(w),_=S=>y-b.b-(y-b.t-b.b)*S,M=[];for(let S=1;S<=w;S*=10)M.push(S);let E=Ce(M),C=[0,.25,.5,.75,1].map(S=>[S,`${S*100}%`]),B=Array.from({length:u},(S,H)=>{let Y=D(H),G=f.running.map(Z=>`${T(Z.games)},${_(Z.frequency_height[H])}`).join(" "),[W,J]=[f.win_height[H],f.share_height[H]];return k`<line class="exact" x1=${b.l} x2=${A-b.r} y1=${_(W)} y2=${_(W)} stroke=${Y}></line>
      <line class="share" x1=${b.l} x2=${A-b.r} y1=${_(J)} y2=${_(J)} stroke=${Y}></line>
      <polyline class="running" points=${G} stroke=${Y}></polyline>`}),O=d`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${A} ${y}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${ne({w:A,h:y,pad:b,x:T,y:_,xTicks:E,yTicks:C,xLabel:"games played (logarithmic scale)",yLabel:"games won"})}
    ${B}
  </svg>`,N=d`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${$(f.games)}</strong> games (seed ${f.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${f.games_won.slice(0,Ot).map((S,H)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${D(H)}`}></span> ${H+1}</td>
      <td data-label="share of games">${f.frequency[H].percent}</td><td data-label="probability">${h[H].percent}</td>
      <td data-label="share of universes">${m[H].percent}</td><td data-label="games won">${$(S)}</td></tr>`)}</tbody></table></div>
  </div>`;return p(d`${O}${N}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`)}function Dt({a:t,sim:e,state:s,act:a,width:r}){let{dirac:i}=t.solve,c=t.stats.win_probability,n=d`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${$(t.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`,o=d`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${i.wins.map((p,f)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${D(f)}`}></span> ${f+1}</td>
      <td data-label="probability of winning">${c[f].percent}</td><td data-label="share of universes">${i.share[f].percent}</td>
      <td data-label="universes won" class="long">${$(p)}</td><td data-label="start">${t.solve.starts[f]}</td></tr>`)}</tbody></table></div>`;return{words:n,figure:d`${o}${Ss(t,s,a,r)}${qt(t,e,s,a,r)}`}}function Ss(t,e,s,a){let r=t.stats.length,i=C=>C.height,c=r.filter(C=>C.charted),[n,o,p]=[a,200,{l:48,r:24,t:26,b:40}],f=Math.max(...c.map(i),1e-9),h=ae(f*100,4).map(C=>[C/100,`${C}%`]),m=Math.max(f,h[h.length-1][0]),u=(n-p.l-p.r)/Math.max(c.length,1),A=C=>p.l+(C+.5)*u,y=C=>o-p.b-(o-p.t-p.b)*C/m,b=Math.max(1,Math.ceil(c.length/Math.max(2,Math.floor(n/36)))),w=c.map((C,B)=>[B,String(C.turns)]).filter((C,B)=>B%b===0),T=c.findIndex(C=>C.turns===e.length),_=T>=0?c[T]:c.find(C=>C.turns===t.stats.most_likely_turns)??c[0],M=c.map((C,B)=>k`<rect class=${C===_?"bar picked":"bar"} x=${p.l+B*u+u*.12} y=${y(i(C))}
    width=${u*.76} height=${Math.max(0,y(0)-y(i(C)))} @click=${O=>s.length(C.turns,O)}><title>${`${C.turns} turns: ${C.probability.percent}`}</title></rect>`),E=r.length-c.length;return d`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${q(t.solve.starts.length,"turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${n} ${o}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${ne({w:n,h:o,pad:p,x:A,y,xTicks:w,yTicks:h,xLabel:"length of the game, in turns of all players",yLabel:"probability"})}
      ${M}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(c.length-1,0)} .value=${String(Math.max(c.indexOf(_),0))}
        @input=${C=>s.length(c[Number(C.target.value)].turns,C)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${_?d`A game of <strong>${_.turns}</strong> turns of all players:
      probability <strong>${_.probability.percent}</strong>${_.turns===t.stats.most_likely_turns?" (the most likely length)":""}.`:""}
      On average the game lasts ${t.stats.expected_turns.short} turns of all players (${t.stats.expected_rolls.short} rolls).
      ${E?`${E} lengths of probability under 0.05% each are not drawn.`:""} Tap a bar, or move the slider, to read it.</p>`}var Ts=12;function Wt({a:t,sweep:e,state:s,act:a,width:r,history:i}){let c=d`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;if(!e)return{words:c,figure:d`<p class="help" id="sweep-waiting">Computing the sweep…</p>`};if(e.error)return{words:c,figure:d`<p class="help" id="sweep-problem">${e.error.message}</p>`};let n=e.ok,o=n.rules.board,p=P=>P.every(l=>l>=1&&l<=o),[f,h]=t.solve.starts.length===2&&p(t.solve.starts)?t.solve.starts:[0,0],m=s.pair&&p(s.pair)?s.pair:f?[f,h]:[1,1],u=28,A=r>=600?Math.max(Math.min(r-250,480),Math.min(r,u+ue*o)):r,y=Math.floor((A-u)/o),b=y<ue,w=b?ue:Math.min(48,y),T=u+w*o,_=o<=Ts&&w>=24,M=(P,l)=>n.cells[(P-1)*o+(l-1)],E=(P,l,g)=>{if(P.key==="Enter"||P.key===" "){P.preventDefault(),a.playPair([l,g],P);return}let v=Be(P.key,[l,g],[1,1],[o,o]);v&&(P.preventDefault(),a.pair(v,!0))},C=n.cells.map(P=>{let[l,g]=P.starts,[v,z]=[u+(g-1)*w,u+(l-1)*w],U=m[0]===l&&m[1]===g;return k`<rect class="cell" id=${`pair-${l}-${g}`} data-starts=${`${l},${g}`} x=${v} y=${z} width=${w} height=${w} fill=${P.colour}
        tabindex=${U?0:-1} role="button" aria-label=${`player 1 on ${l}, player 2 on ${g}: player 1 wins with probability ${P.win_probability[0].percent}`}
        @click=${()=>a.pair([l,g],!0)} @focus=${()=>U||a.pair([l,g])} @keydown=${te=>E(te,l,g)}></rect>`}),B=w>=34?12:11,O=_?n.cells.map(P=>{let[l,g]=P.starts,[v,z]=[u+(g-1)*w,u+(l-1)*w];return k`<text class="label" data-starts=${`${l},${g}`} x=${v+w/2} y=${z+w/2+4} text-anchor="middle" style=${`font-size:${B}px`}>${P.label}</text>`}):[],[N,S]=_?[w/2+4+B/4+.5,w-3.5]:[0,w],H=Math.max(1.5,Math.min(2.5,(S-N)/2)),Y=n.summary.best_by_column.map((P,l)=>k`<circle class="best" data-starts=${`${P},${l+1}`}
      cx=${u+(l+.5)*w} cy=${u+(P-1)*w+(N+S)/2} r=${H}></circle>`),G=[],W=Math.max(1,Math.floor((T-u)/22)),J=o<=W?1:[2,5,10,20,50,100,200,500].find(P=>Math.ceil(o/P)+1<=W)??Math.ceil(o/W),Z=[1];for(let P=J;P<o;P+=J)P-1>=J/2+.5&&o-P>=J/2&&Z.push(P);o>1&&Z.push(o);for(let P of Z){let l=String(P).length*3.7;G.push(k`<text x=${Math.min(u+(P-.5)*w,T-l-1)} y=${u-8} text-anchor="middle">${P}</text>`),G.push(k`<text x=${u-6} y=${Math.min(u+(P-.5)*w+4,T-4)} text-anchor="end">${P}</text>`)}let I=(P,l)=>k`<rect class=${l} x=${u+(P[1]-1)*w+1.5} y=${u+(P[0]-1)*w+1.5} width=${w-3} height=${w-3}></rect>`,X=M(m[0],m[1]),j=f===m[0]&&h===m[1],R=X?d`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${m[0]}, player 2 on ${m[1]}</strong>${j?" (the starts above)":""}</p>
      <p>Player 1 wins with probability <strong>${X.win_probability[0].percent}</strong>
        (<span class="long">${$(X.win_probability[0].numerator)} / ${$(X.win_probability[0].denominator)}</span>);
        player 2 with <strong>${X.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${$(X.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${$(X.dirac_answer)}</strong></p>
      <p>Universes won: ${$(X.wins[0])} and ${$(X.wins[1])}.</p>
      ${(()=>{let P=n.summary.best_by_column[m[1]-1],l=M(P,m[1]);return l?d`<p id="sweep-column">Against player 2 on ${m[1]} (this column), player 1 does best
          starting on <strong>${P}</strong>: ${l.win_probability[0].percent}.</p>`:""})()}
      ${j?"":d`<button type="button" @click=${P=>a.playPair(m,P)}>Play these starts${t.solve.starts.length===2?"":" (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it${i?", and the browser's Back button to the game before":""}.</p>`}
    </div>`:"",x=n.summary,L=t.solve.starts.length,re=L===2?"":d`<p class="help" id="sweep-not-here">The game above has
    ${L===1?"one player":`${L} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`,be=d`${re}${b?d`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${o}.</p>`:""}<div class="sweep-wrap">
    <div class=${b?"sweep-box scroll":"sweep-box"}>
    <svg class=${b?"sweep wide":"sweep"} id="sweep" viewBox=${`0 0 ${T} ${T}`} width=${T} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${C}
      ${f?I([f,h],"playing"):""}
      ${I(m,"focus")}
      ${O}
      ${Y}
      ${G}
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
  player 2: starts ${x.best[1].starts.join(" and ")} (${x.best[1].probability.percent}).</p>`;return{words:c,figure:be}}var ot=[];function Ut(t,e){ot=t.map(s=>[s,e.find(a=>a.key===s)?.name??s])}function Ft({scan:t,state:e,act:s,width:a}){let r=e.scanRule??"dirac-target",i=ot.find(([x])=>x===r)?.[1]??r,c=d`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${x=>s.scanRule(x.target.value)}>
      ${ot.map(([x,L])=>d`<option value=${x} ?selected=${x===r}>${L}</option>`)}
    </select>, the other rules and the players as above.</p>`,n=d`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${c}`;if(!t||t.rule!==r)return{words:n,figure:d`<p class="help">Computing…</p>`};if(t.answer.error)return{words:n,figure:d`<p class="help" id="scan-problem">${t.answer.error.message}</p>`};let o=t.answer.ok,p=o.scan_chart.drawn_values,f=o.scan_chart.players_drawn,[h,m,u]=[a,260,{l:48,r:16,t:24,b:40}],A=p.map(x=>x.x),[y,b]=[Math.min(...A),Math.max(...A)],w=Math.max(b-y,1),T=x=>u.l+(x-y+.5)/(w+1)*(h-u.l-u.r),_=x=>m-u.b-(m-u.t-u.b)*x,M=(h-u.l-u.r)/(w+1),E=Math.max(1,Math.ceil(p.length/Math.max(2,Math.floor((h-u.l-u.r)/32)))),C=p.filter((x,L)=>L%E===0).map(x=>[x.x,x.label]),B=[0,.25,.5,.75,1].map(x=>[x,`${x*100}%`]),O=o.scan_chart.current,N=Math.min(e.scanAt??O??0,p.length-1),S=[...p].sort((x,L)=>x.x-L.x),H=(x,L)=>S.map(re=>`${T(re.x)},${_(re[L][x])}`).join(" "),Y=[];for(let x=0;x<f;x+=1)Y.push(k`<polyline class="scan-win" points=${H(x,"win_height")} stroke=${D(x)}></polyline>`),Y.push(k`<polyline class="scan-share" points=${H(x,"share_height")} stroke=${D(x)}></polyline>`);let G=(x,L)=>{let re={ArrowLeft:L-1,ArrowRight:L+1,Home:0,End:p.length-1}[x.key];x.key==="Enter"||x.key===" "?(x.preventDefault(),s.scanPlay(r,p[L].label,x)):re!==void 0&&(x.preventDefault(),s.scanAt(Math.max(0,Math.min(p.length-1,re)),!0))},W=p.map((x,L)=>{let be=o.by_value[L].win_probability.map((P,l)=>`player ${l+1} ${P.percent}`).join(", ");return k`<rect class=${L===N?"scan-column at":"scan-column"} id=${`scan-${L}`} x=${T(x.x)-M/2} y=${u.t}
      width=${M} height=${m-u.t-u.b} tabindex=${L===N?0:-1} role="button"
      aria-label=${`${i} ${x.label}: ${be}`}
      @click=${()=>s.scanAt(L)} @keydown=${P=>G(P,L)}></rect>`}),J=O==null?"":k`<rect class="scan-current" x=${T(p[O].x)-M/2} y=${u.t} width=${M} height=${m-u.t-u.b}></rect>`,Z=k`<line class="scan-at" x1=${T(p[N].x)} x2=${T(p[N].x)} y1=${u.t} y2=${m-u.b}></line>`,I=o.by_value[N],X=d`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${i} ${I.value}</strong>${N===O?" (the game above)":""}</p>
    ${I.win_probability.slice(0,f).map((x,L)=>d`<p><span class="swatch" style=${`background:${D(L)}`}></span>
      Player ${L+1} wins with probability <strong>${x.percent}</strong> and in <strong>${I.dirac.share[L].percent}</strong> of the universes.</p>`)}
    ${I.contrast?d`<p class="contrast">${I.contrast}</p>`:""}
    ${N===O?"":d`<button type="button" id="scan-play" @click=${x=>s.scanPlay(r,I.value,x)}>Play ${i} ${I.value}</button>`}
  </div>`,j=o.by_value.filter(x=>x.contrast).map(x=>x.value),R=d`
    <svg class="chart" id="scan" viewBox=${`0 0 ${h} ${m}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${i} changes; tap a value to read it`}>
      ${J}
      ${ne({w:h,h:m,pad:u,x:T,y:_,xTicks:C,yTicks:B,xLabel:i,yLabel:"probability and share"})}
      ${Y}
      ${Z}
      ${W}
    </svg>
    <p class="scan-key">${Array.from({length:f},(x,L)=>d`<span class="nowrap"><span class="swatch" style=${`background:${D(L)}`}></span> player ${L+1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${X}
    <p class="caption" id="scan-caption">${j.length?`The player ahead in universes is not the likelier winner at ${j.length===1?"the value":"the values"} ${j.join(", ")}.`:"Here the player ahead in universes is always the likelier winner."}</p>`;return{words:n,figure:R}}function Qt(t){return t?`Player ${t.player} rolls ${t.rolled.join("+")} and moves to space ${t.space} for a total score of ${t.score}.`:"(the game has ended)"}function js(t){switch(t.kind){case"turn":return d`<p>Where the games part, turn ${$(t.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${Qt(t.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${Qt(t.mistaken_row)}</td></tr>
        </tbody></table>`;case"round":return d`<p>Where the counts part, round ${$(t.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${t.right_wins.map(e=>d`<td class="num">${$(e)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${t.mistaken_wins.map(e=>d`<td class="num">${$(e)}</td>`)}</tr>
        </tbody></table>`;case"counted":return d`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;case"beyond":return d`<p>The games' first ${$(t.turns)} turns are the same: they part later.</p>`;default:return d`<p>The game is played right: only its outcome is read wrongly.</p>`}}function Yt(t){let e=t.charAt(0).toUpperCase()+t.slice(1),s=e.split("`"),a=/[.!?]$/.test(e)?"":".";return d`${s.map((r,i)=>i%2?d`<code>${r}</code>`:r)}${a}`}var Kt=d`<p class="problem">Type the number the site turned down, then check it.</p>`;function Vt(t){if(t.error)return d`<p class="problem">${Yt(t.error.message)}</p>`;let e=t.ok.not_searched;return d`${Cs(t.ok)}${e?d`<p class="help">Not searched: ${Yt(e)}</p>`:""}`}function Cs(t){let e=s=>s.length===1?`part ${s[0]}`:"parts 1 and 2";return t.verdict==="right"?d`<p><strong>Right:</strong> it is ${e(t.right_parts)}'s answer.</p>`:t.verdict==="mistake"?d`<p><strong>Not right</strong>, and ${t.mistakes.length===1?"a known mistake gives":`${t.mistakes.length} known mistakes give`} exactly this number:</p>
      ${t.mistakes.map(s=>d`<div class="mistake" data-id=${s.id}>
        <p><code>${s.id}</code> (part ${s.part}): ${s.mistake}.</p>
        <p>See it: ${s.see}. The fix: ${s.fix}.</p>
        ${js(s.parting)}
      </div>`)}`:d`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${t.hints.map(s=>d`<p>Against part ${s.part}: too ${s.too_high?"high":"low"}; the right answer has ${s.digits} digits.</p>`)}`}var Gt=900,De={turn:Et,practice:Pt,universes:zt,layers:Bt,rounds:It,chances:Dt,sweep:Wt,scan:Ft};function Xt({root:t,host:e,engine:s,store:a}){let r=l=>t.getElementById(l),i=!1,c=null,n=null,o={a:null,layers:[],sweep:null,sweepKey:null,scan:null,scanKey:null,sim:null,simKey:null,lastStarts:null},p=null,f=0,h=0,m={rule(l,g,v){n={...n,rules:{...n.rules,[l]:g}},S(!0,v)},choose(l){n={...n,chosen:l},Ee(r,n,c,o.a?.solve.rules??null,o.lastStarts,m,o.problem?.kind==="input")},place(l,g){n=et(n,l),S(!0,g)},fix(l,g,v){n=et({...n,chosen:l},g),S(!0,v)},remove(l,g){n=_t(n,l),S(!0,g)},step(l,g){n={...n,step:Math.max(0,l)},M(!1),I(["turn"],g)},turn(l,g){g&&g.type!=="tick"&&_(),n={...n,turn:Math.max(0,l)},M(!1),G(g)},round(l,g){g&&g.type!=="tick"&&_(),n={...n,round:Math.max(1,l)},M(!1),I(["rounds"],g)},play(l){let g=p?.kind;if(_(),g===l)return;let v=l==="turn"?o.a.turn_tables.last_turn:Math.max(o.a.turn_tables.rounds.length,1),z=()=>l==="turn"?n.turn:at(o.a,n);z()>=v&&m[l](l==="turn"?0:1,{type:"tick"}),p={kind:l,interval:setInterval(()=>{if(z()>=v)return _();m[l](z()+1,{type:"tick",timeStamp:performance.now()})},Gt)},e.dataset.playMs=String(Gt),I([l==="turn"?"layers":"rounds"])},simulate(l,g){n={...n,simGames:l,simSeed:g},I(["chances"]),A()},reset(l){n={...Ze(c),scanRule:n.scanRule,hidden:n.hidden},r("input").value=n.text,S(!0,l)},cell(l,g){n={...n,cell:l},I(["layers"]),g&&r(`cell-${l.player}-${l.space}-${l.score}`)?.focus({preventScroll:!0}),r(`layer-readout-${l.player}`)?.scrollIntoView({block:"nearest"})},length(l,g){n={...n,length:l},I(["chances"],g)},pair(l,g){n={...n,pair:l},I(["sweep"]),g&&r(`pair-${l[0]}-${l[1]}`)?.focus()},playPair(l,g){n={...n,text:oe(l),pair:l},S(!0,g)},scanRule(l){n={...n,scanRule:l,scanAt:null},I(["scan"]),u()},scanAt(l,g){n={...n,scanAt:l},I(["scan"]),g&&r(`scan-${l}`)?.focus()},scanPlay(l,g,v){let z={...n.rules,[l]:String(g)};l==="dirac-faces"&&(z["dirac-die"]=""),n={...n,rules:z,scanAt:null},S(!0,v)}};async function u(){if(!o.a)return;let l=n.scanRule??"dirac-target",g=`${n.text}|${se(n.rules,c)}|${l}`;if(g===o.scanKey)return;let v=await s.call("scan",n.text,se(n.rules,c),l);if(v!==null){if(o.scan={rule:l,answer:v},o.scanKey=g,v.ok){let z=v.ok.scan_chart.current;n.scanAt!==null&&n.scanAt!==void 0&&n.scanAt>=v.ok.by_value.length&&(n={...n,scanAt:z})}I(["scan"]),e.dataset.scanned=g}}async function A(){if(!o.a)return;let l=n.simGames??1e3,g=n.simSeed??1,v=`${n.text}|${se(n.rules,c)}|${l}|${g}`;if(v===o.simKey)return;let z=await s.call("simulate",n.text,se(n.rules,c),String(g),String(l));z!==null&&(o.sim={key:`${l}|${g}`,answer:z},o.simKey=v,I(["chances"]),e.dataset.simulated=v)}function y(){r("hide-answers").checked=n.hidden,r("answer-boxes").hidden=n.hidden,r("answers-hidden").hidden=!n.hidden}let b=null;async function w(){let l=r("mine").value.trim();if(!l){K(Kt,r("verdict")),e.dataset.checked="",b=null;return}let g=`${n.text}|${se(n.rules,c)}`,v=await s.call("check",n.text,se(n.rules,c),l);v!==null&&(K(Vt(v),r("verdict")),e.dataset.checked=l,b=g)}function T(){b!==null&&b!==`${n.text}|${se(n.rules,c)}`&&w()}function _(){if(!p)return;clearInterval(p.interval);let l=p.kind;p=null,I([l==="turn"?"layers":"rounds"])}function M(l){let g=vt(n,c);g!==a.read()&&a.write(g,l)}let E=150,C=null;function B(l){e.dataset.busy=String(l),clearTimeout(C),l?C=setTimeout(()=>r("status").textContent="Computing\u2026",E):r("status").textContent&&(r("status").textContent="")}function O(){if(!o.a)for(let l of Object.keys(De))K(d`<p class="help">Computing…</p>`,r(`${l}-words`))}let N=!1;async function S(l,g){let v=++f;N=!0,h++,s.cancel(),_(),M(l),B(!0),O();let z=se(n.rules,c),U=z!==o.sweepKey,te=[n.text,z,n.turn,U];if(i||await s.load(),v!==f)return;let ee=o.problem?null:s.firstNow("quick_answers",n.text,z),pe=performance.now();if(ee?.ok&&(X(ee.ok),await j(),v!==f))return;e.dataset.waitedMs=(performance.now()-pe).toFixed(2);let V=performance.now(),me=s.now("quick_view",...te)??await s.call("view",...te);me===null||v!==f||(e.dataset.engineMs=(performance.now()-V).toFixed(2),N=!1,Y(me,z),M(!1),J(g))}function H(l,g){o.sweep=l,o.sweepKey=g}function Y(l,g){if(l.sweep&&H(l.sweep,g),l.error||l.analysis.error){o.problem=l.error??l.analysis.error,o.answers=l.answers??null;return}o.problem=null,o.a=l.analysis.ok,o.layers=l.layers??[],o.lastStarts=o.a.solve.starts;let{board:v}=o.a.solve.rules,{cell:z,pair:U}=n,te=z&&o.layers[z.player]?.ok?.grid?.[z.space-1]?.[z.score]!==void 0,ee=U&&U[0]<=v&&U[1]<=v;n={...n,turn:l.turn,cell:te?z:null,pair:ee?U:null}}async function G(l){if(N)return S(!1,l);let g=++f;if(s.cancel(),!o.a)return;B(!0);let v=[n.text,se(n.rules,c),n.turn];i||await s.load();let z=s.now("quick_layers",...v)??await s.call("layers",...v);z===null||g!==f||(o.layers=z.ok??[],I(["layers","rounds"],l),u(),A())}function W(){let l=r("turn-fig").clientWidth;return Math.max(280,Math.min(720,l>0?l:640))}function J(l){Z(),I(Object.keys(De),l),T(),o.problem||(u(),A())}function Z(){let l=o.problem,g=r("problem");g.hidden=!l;let v=l?.wrapped_space&&l.line&&ie(n.text)?d` <button type="button" id="fix-start" @click=${te=>m.fix(l.line-1,l.wrapped_space,te)}>Put player
          ${l.line} on space ${l.wrapped_space}</button> <span class="help">(where space
          ${ie(n.text)[l.line-1]} comes to, counted round this board)</span>`:"";K(l?d`<span class="message">${l.message}</span>${v}`:"",g),l&&(g.dataset.kind=l.kind),e.dataset.stale=String(!!l);let z=l?.kind==="input";Ee(r,n,c,l?null:o.a?.solve.rules??null,o.lastStarts,m,z);let U=l?.kind==="refused";U&&(g.hidden=!0),L(l?null:o.a,U?{problem:l,answers:o.answers}:null),r("reset").disabled=xt(n,c)}function I(l,g){let v=performance.now();if(o.a){let z=W(),U=o.simKey?.startsWith(`${n.text}|${se(n.rules,c)}|`)?o.sim:null,te={a:o.a,layers:o.layers,sweep:o.sweep,scan:o.scan,sim:U,state:n,act:m,width:z,playing:p?.kind??null,history:a.history},ee=o.a.solve,pe=o.problem?d`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${ee.starts.join(", ")}, a board of ${ee.rules.board} spaces), not the one above, until it is fixed.</p>`:"";for(let V of l){let{words:me,figure:rs}=De[V](te);K(d`${pe}${me}`,r(`${V}-words`)),K(rs,r(`${V}-fig`))}}else{let z=o.problem?.kind==="refused"?"Not drawn here: this game's analysis passes the page's limits (see beside part 2 above).":"Shown once the game above is one the engine can play.";for(let U of l)K(d`<p class="help">${z}</p>`,r(`${U}-words`))}B(!1),e.dataset.drawMs=(performance.now()-v).toFixed(2),g&&g.timeStamp!==void 0&&(e.dataset.redrawMs=(performance.now()-g.timeStamp).toFixed(2))}function X(l){K($(l.practice.answer,!1,!0),r("part1")),K($(l.dirac.answer,!1,!0),r("part2"));for(let g of["part1-how","part2-how"])r(g).classList.add("stale")}function j(){return new Promise(l=>requestAnimationFrame(()=>setTimeout(l,0)))}function R(l){K($(l.answer,!1,!0),r("part1")),K(d`Player ${l.winner} reaches the target first, after ${$(l.turns_played)} turns of all
      players (${$(l.die_rolls)} rolls): lowest score ${$(l.lowest)} × ${$(l.die_rolls)} rolls.`,r("part1-how"))}function x(l){return l?d`<details id="refusal-plan"><summary>The plan: ${l.time} on the reference CPU and ${l.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${l.work.map(g=>d`<tr><td>${g.op}</td><td>${$(g.count)}</td><td>${$(g.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${$(l.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${l.kernel} kernel.</p></details>`:""}function L(l,g=null){for(let v of["part1-how","part2-how"])r(v).classList.remove("stale");if(!l){for(let z of["part1","part2"])K("\u2014",r(z));for(let z of["part1-how","part2-how"])K("",r(z));let v=g?.answers;if(v?.practice&&R(v.practice),v?.dirac&&re(v),g){let z=v?.dirac?d`The rest of this page: `:"Not computed here: ";K(d`${v?.dirac?d`${be(v)} `:""}<span id="refusal" role="alert">${z}${g.problem.message}. ${g.problem.by_limits?d`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`:"This is a fixed size of dirac's, the same on the command line."}</span>${x(g.problem.plan)}`,r("part2-how"))}return}R(l.solve.practice),re(l.solve),K(be(l.solve),r("part2-how"))}function re(l){K($(l.dirac.answer,!1,!0),r("part2"))}function be(l){let{dirac:g}=l;return d`Player ${g.leader} wins in the most universes, of ${$(g.total)} in all.${l.contrast?` ${l.contrast}`:""}`}async function P(){await s.first,e.dataset.firstReadyMs=performance.now().toFixed(1),c={rules:s.firstNow("rules"),dice:s.firstNow("dice")},Mt(s.firstNow("palette")),wt(V=>s.firstNow("starts_read",V)),n=Te(a.read(),c),y(),Tt(c,m,r),r("input").addEventListener("input",V=>{n={...n,text:r("input").value},S(!1,V)}),r("add-player").addEventListener("click",V=>{n=kt(n),S(!0,V)}),r("reset").addEventListener("click",V=>m.reset(V)),r("hide-answers").addEventListener("change",()=>{n={...n,hidden:r("hide-answers").checked},y(),M(!1)}),r("check-form").addEventListener("submit",V=>{V.preventDefault(),w()});let l=W(),g=0;new ResizeObserver(()=>{cancelAnimationFrame(g),g=requestAnimationFrame(()=>{W()!==l&&(l=W(),I(Object.keys(De)))})}).observe(r("turn-fig")),a.onChange(()=>{n=Te(a.read(),c),y(),S(!1)});let v=se(n.rules,c),z=[n.text,v,n.turn,!1],U=()=>h===0,te=()=>e.dataset.answersMs=performance.now().toFixed(1),ee=s.firstNow("quick_answers",n.text,v);ee?.ok?(Ee(r,n,c,ee.ok.rules,ee.ok.starts,m),L({solve:ee.ok}),te()):ee?.error?(o.problem=ee.error,Z()):(Ee(r,n,c,null,null,m),B(!0),r("status").textContent="Computing the answers\u2026"),O(),await j(),await s.load(),i=!0,e.dataset.engineReadyMs=performance.now().toFixed(1),Ut(s.now("scanned"),c.rules);let pe=U()?s.now("quick_view",...z):null;if(!pe&&U()&&(B(!0),r("status").textContent="Computing the answers\u2026",pe=await s.call("view",...z),B(!1)),e.dataset.viewMs=performance.now().toFixed(1),pe&&U()&&(Y(pe,v),Z()),e.dataset.answersMs||te(),await j(),U()){let V=s.now("quick_sweep",v);if(V&&H(V,v),J(),!V){B(!0);let me=await s.call("sweep",v);me&&U()&&(H(me,v),I(["sweep"]))}}e.dataset.ready="true",e.dataset.readyMs=performance.now().toFixed(1)}return P().catch(l=>{let g=r("problem");g.hidden=!1,g.textContent=`The engine could not start: ${l}`;for(let v of["part1","part2"])r(v).textContent||(r(v).textContent="\u2014")})}function Jt(t){return`${t.replace(/(^|[\s,}])body\[([^\]]*)\]/g,"$1:host([$2])").replace(/(^|[\s,}]):root\b/g,"$1:host").replace(/(^|[\s,}])body\b/g,"$1.page").replace(/@media \(((?:max|min)-width:[^)]*)\)/g,"@container explorer ($1)")}
.page { container: explorer / inline-size; }
`}function Zt(t){let e=t.indexOf("<main>"),s=t.indexOf("</main>");if(e<0||s<e)throw new Error("the page has no <main>");return t.slice(e,s+7)}function es(t){let e=t.get("query");return{read:()=>`?${t.get("query")}`,write(s){e=s.replace(/^\?/,""),t.set("query",e),t.save_changes()},onChange(s){t.on("change:query",()=>{t.get("query")!==e&&s()})},history:!1}}var ts=`:root { --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; --bg: #f6f7f9; }
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
`;var ss=`<!DOCTYPE html>
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
`;var Ps=1500;function zs(t,e,s){let a=Math.random().toString(36).slice(2),r=new Map,i=0,c=!1,n=()=>{c&&r.size===0&&s(c=!1)},o=new Map;t.on("msg:custom",h=>{if(h?.view!==a)return;let m=r.get(h.id);r.delete(h.id),m&&(clearTimeout(m.timer),m.resolve(JSON.parse(h.out)),n())});let p=(h,...m)=>new Promise(u=>{let A=i++,y=setTimeout(()=>s(c=!0),Ps);r.set(A,{resolve:u,timer:y});try{t.send({view:a,id:A,call:h,args:m})}catch{s(c=!0)}}),f=h=>h in e?e[h]:null;return{first:Promise.resolve(),load:()=>Promise.resolve(),firstNow:(h,m)=>h==="starts_read"?o.get(m)??null:f(h),now:f,async call(h,...m){if(h!=="view")return p(h,...m);let[u,A]=await Promise.all([p("starts_read",m[0]),p(h,...m)]);return u&&o.set(m[0],u),A},async remember(h){let m=await p("starts_read",h);m&&o.set(h,m)},cancel(){for(let{resolve:h,timer:m}of r.values())clearTimeout(m),h(null);r.clear(),n()}}}var bn={async render({model:t,el:e}){let s=t.get("_meta");e.dataset.lmSuppressShortcuts="true";let a=e.attachShadow({mode:"open"});a.addEventListener("keydown",n=>n.stopPropagation()),a.innerHTML=`<style>${Jt(ts)}</style><div class="page">${Zt(ss)}</div>`;let r=a.getElementById("status"),i=zs(t,s,n=>{r.textContent=n?`Waiting for the notebook's kernel, which computes this explorer: run the notebook to
          explore. The game: ${decodeURIComponent(t.get("query").replace(/\+/g," "))}.`:"",e.dataset.waiting=String(n)}),c=es(t);return await i.remember(Te(c.read(),s).text),Xt({root:a,host:e,engine:i,store:c}),()=>i.cancel()}};export{bn as default};
/**
 * @license
 * Copyright 2017 Google LLC
 * SPDX-License-Identifier: BSD-3-Clause
 */
