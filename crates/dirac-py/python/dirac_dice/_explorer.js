var We=globalThis,tt=t=>t,Te=We.trustedTypes,st=Te?Te.createPolicy("lit-html",{createHTML:t=>t}):void 0,lt="$lit$",oe=`lit$${Math.random().toFixed(9).slice(2)}$`,ct="?"+oe,Jt=`<${ct}>`,de=document,ye=()=>de.createComment(""),be=t=>t===null||typeof t!="object"&&typeof t!="function",Ue=Array.isArray,Zt=t=>Ue(t)||typeof t?.[Symbol.iterator]=="function",Be=`[ 	
\f\r]`,$e=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,rt=/-->/g,nt=/>/g,ce=RegExp(`>|${Be}(?:([^\\s"'>=/]+)(${Be}*=${Be}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),at=/'/g,ot=/"/g,pt=/^(?:script|style|textarea|title)$/i,Fe=t=>(e,...s)=>({_$litType$:t,strings:e,values:s}),d=Fe(1),x=Fe(2),js=Fe(3),we=Symbol.for("lit-noChange"),Q=Symbol.for("lit-nothing"),it=new WeakMap,pe=de.createTreeWalker(de,129);function dt(t,e){if(!Ue(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return st!==void 0?st.createHTML(e):e}var es=(t,e)=>{let s=t.length-1,a=[],n,i=e===2?"<svg>":e===3?"<math>":"",c=$e;for(let r=0;r<s;r++){let l=t[r],p,f,h=-1,g=0;for(;g<l.length&&(c.lastIndex=g,f=c.exec(l),f!==null);)g=c.lastIndex,c===$e?f[1]==="!--"?c=rt:f[1]!==void 0?c=nt:f[2]!==void 0?(pt.test(f[2])&&(n=RegExp("</"+f[2],"g")),c=ce):f[3]!==void 0&&(c=ce):c===ce?f[0]===">"?(c=n??$e,h=-1):f[1]===void 0?h=-2:(h=c.lastIndex-f[2].length,p=f[1],c=f[3]===void 0?ce:f[3]==='"'?ot:at):c===ot||c===at?c=ce:c===rt||c===nt?c=$e:(c=ce,n=void 0);let m=c===ce&&t[r+1].startsWith("/>")?" ":"";i+=c===$e?l+Jt:h>=0?(a.push(p),l.slice(0,h)+lt+l.slice(h)+oe+m):l+oe+(h===-2?r:m)}return[dt(t,i+(t[s]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),a]},xe=class t{constructor({strings:e,_$litType$:s},a){let n;this.parts=[];let i=0,c=0,r=e.length-1,l=this.parts,[p,f]=es(e,s);if(this.el=t.createElement(p,a),pe.currentNode=this.el.content,s===2||s===3){let h=this.el.content.firstChild;h.replaceWith(...h.childNodes)}for(;(n=pe.nextNode())!==null&&l.length<r;){if(n.nodeType===1){if(n.hasAttributes())for(let h of n.getAttributeNames())if(h.endsWith(lt)){let g=f[c++],m=n.getAttribute(h).split(oe),A=/([.?@])?(.*)/.exec(g);l.push({type:1,index:i,name:A[2],strings:m,ctor:A[1]==="."?Ie:A[1]==="?"?Oe:A[1]==="@"?qe:me}),n.removeAttribute(h)}else h.startsWith(oe)&&(l.push({type:6,index:i}),n.removeAttribute(h));if(pt.test(n.tagName)){let h=n.textContent.split(oe),g=h.length-1;if(g>0){n.textContent=Te?Te.emptyScript:"";for(let m=0;m<g;m++)n.append(h[m],ye()),pe.nextNode(),l.push({type:2,index:++i});n.append(h[g],ye())}}}else if(n.nodeType===8)if(n.data===ct)l.push({type:2,index:i});else{let h=-1;for(;(h=n.data.indexOf(oe,h+1))!==-1;)l.push({type:7,index:i}),h+=oe.length-1}i++}}static createElement(e,s){let a=de.createElement("template");return a.innerHTML=e,a}};function fe(t,e,s=t,a){if(e===we)return e;let n=a!==void 0?s._$Co?.[a]:s._$Cl,i=be(e)?void 0:e._$litDirective$;return n?.constructor!==i&&(n?._$AO?.(!1),i===void 0?n=void 0:(n=new i(t),n._$AT(t,s,a)),a!==void 0?(s._$Co??=[])[a]=n:s._$Cl=n),n!==void 0&&(e=fe(t,n._$AS(t,e.values),n,a)),e}var He=class{constructor(e,s){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=s}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:s},parts:a}=this._$AD,n=(e?.creationScope??de).importNode(s,!0);pe.currentNode=n;let i=pe.nextNode(),c=0,r=0,l=a[0];for(;l!==void 0;){if(c===l.index){let p;l.type===2?p=new ve(i,i.nextSibling,this,e):l.type===1?p=new l.ctor(i,l.name,l.strings,this,e):l.type===6&&(p=new De(i,this,e)),this._$AV.push(p),l=a[++r]}c!==l?.index&&(i=pe.nextNode(),c++)}return pe.currentNode=de,n}p(e){let s=0;for(let a of this._$AV)a!==void 0&&(a.strings!==void 0?(a._$AI(e,a,s),s+=a.strings.length-2):a._$AI(e[s])),s++}},ve=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,s,a,n){this.type=2,this._$AH=Q,this._$AN=void 0,this._$AA=e,this._$AB=s,this._$AM=a,this.options=n,this._$Cv=n?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,s=this._$AM;return s!==void 0&&e?.nodeType===11&&(e=s.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,s=this){e=fe(this,e,s),be(e)?e===Q||e==null||e===""?(this._$AH!==Q&&this._$AR(),this._$AH=Q):e!==this._$AH&&e!==we&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):Zt(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==Q&&be(this._$AH)?this._$AA.nextSibling.data=e:this.T(de.createTextNode(e)),this._$AH=e}$(e){let{values:s,_$litType$:a}=e,n=typeof a=="number"?this._$AC(e):(a.el===void 0&&(a.el=xe.createElement(dt(a.h,a.h[0]),this.options)),a);if(this._$AH?._$AD===n)this._$AH.p(s);else{let i=new He(n,this),c=i.u(this.options);i.p(s),this.T(c),this._$AH=i}}_$AC(e){let s=it.get(e.strings);return s===void 0&&it.set(e.strings,s=new xe(e)),s}k(e){Ue(this._$AH)||(this._$AH=[],this._$AR());let s=this._$AH,a,n=0;for(let i of e)n===s.length?s.push(a=new t(this.O(ye()),this.O(ye()),this,this.options)):a=s[n],a._$AI(i),n++;n<s.length&&(this._$AR(a&&a._$AB.nextSibling,n),s.length=n)}_$AR(e=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);e!==this._$AB;){let a=tt(e).nextSibling;tt(e).remove(),e=a}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},me=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,s,a,n,i){this.type=1,this._$AH=Q,this._$AN=void 0,this.element=e,this.name=s,this._$AM=n,this.options=i,a.length>2||a[0]!==""||a[1]!==""?(this._$AH=Array(a.length-1).fill(new String),this.strings=a):this._$AH=Q}_$AI(e,s=this,a,n){let i=this.strings,c=!1;if(i===void 0)e=fe(this,e,s,0),c=!be(e)||e!==this._$AH&&e!==we,c&&(this._$AH=e);else{let r=e,l,p;for(e=i[0],l=0;l<i.length-1;l++)p=fe(this,r[a+l],s,l),p===we&&(p=this._$AH[l]),c||=!be(p)||p!==this._$AH[l],p===Q?e=Q:e!==Q&&(e+=(p??"")+i[l+1]),this._$AH[l]=p}c&&!n&&this.j(e)}j(e){e===Q?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},Ie=class extends me{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===Q?void 0:e}},Oe=class extends me{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==Q)}},qe=class extends me{constructor(e,s,a,n,i){super(e,s,a,n,i),this.type=5}_$AI(e,s=this){if((e=fe(this,e,s,0)??Q)===we)return;let a=this._$AH,n=e===Q&&a!==Q||e.capture!==a.capture||e.once!==a.once||e.passive!==a.passive,i=e!==Q&&(a===Q||n);n&&this.element.removeEventListener(this.name,this,a),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},De=class{constructor(e,s,a){this.element=e,this.type=6,this._$AN=void 0,this._$AM=s,this.options=a}get _$AU(){return this._$AM._$AU}_$AI(e){fe(this,e)}};var ts=We.litHtmlPolyfillSupport;ts?.(xe,ve),(We.litHtmlVersions??=[]).push("3.3.3");var Y=(t,e,s)=>{let a=s?.renderBefore??e,n=a._$litPart$;if(n===void 0){let i=s?.renderBefore??null;a._$litPart$=n=new ve(e.insertBefore(ye(),i),i,void 0,s??{})}return n._$AI(t),n};var ht=[4,8],ss=(t,e)=>`Player ${t} starting position: ${e}`,se=t=>t.map((e,s)=>ss(s+1,e)).join(`
`)+`
`,ut=()=>null;function ft(t){ut=t}var re=t=>ut(t),rs=(t,e)=>e!==null&&t===se(e),je=t=>[...t.rules.map(e=>[e.key,String(e.default)]),...t.dice.map(e=>[e.key,""])];function ee(t,e=null){return Object.entries(t).filter(([s,a])=>a!==""&&!(e&&Ce(e,t,s))).map(([s,a])=>`${s}=${encodeURIComponent(a)}`).join("&")}function Ye(t){return{text:se(ht),rules:Object.fromEntries(je(t)),turn:0,round:0,step:0,chosen:0,cell:null,hidden:!1}}function mt(t,e){return t.text===se(ht)&&je(e).every(([s,a])=>(t.rules[s]??a)===a)}function gt(t,e){let s=new URLSearchParams,a=re(t.text);rs(t.text,a)?s.set("starts",a.join(",")):s.set("input",t.text);for(let[n,i]of je(e)){let c=t.rules[n];c!==void 0&&c!==""&&c!==i&&!Ce(e,t.rules,n)&&s.set(n,c)}return t.turn&&s.set("turn",String(t.turn)),t.round&&s.set("round",String(t.round)),t.step&&s.set("step",String(t.step)),t.hidden&&s.set("hide","1"),"?"+s.toString().replace(/%2C/g,",").replace(/%3A/g,":")}var Qe=t=>{let e=Number(t??0);return Number.isSafeInteger(e)&&e>0?e:0};function ke(t,e){let s=new URLSearchParams(t),a=Ye(e);s.has("input")?a.text=s.get("input"):s.has("starts")&&(a.text=se(s.get("starts").split(",").map(n=>n.trim())));for(let[n,i]of je(e))a.rules[n]=s.get(n)??i;return a.turn=Qe(s.get("turn")),a.round=Qe(s.get("round")),a.step=Qe(s.get("step")),a.hidden=s.get("hide")==="1",a}var Ce=(t,e,s)=>t.dice.find(a=>a.replaces===s&&e[a.key]!=="");function Ke(t,e){let s=re(t.text);return!s||t.chosen>=s.length?t:(s[t.chosen]=e,{...t,text:se(s)})}function $t(t){let e=re(t.text);return e?{...t,text:se([...e,1]),chosen:e.length}:t}function yt(t,e){let s=re(t.text);return!s||s.length===1?t:(s.splice(e,1),{...t,text:se(s),chosen:Math.min(t.chosen,s.length-1)})}var _e=t=>x`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${t}</svg>`,ie={play:_e(x`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),pause:_e(x`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),previous:_e(x`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),next:_e(x`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),remove:_e(x`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`)};function K(t){let e=String(t);return/^\d+$/.test(e)?e.replace(/\B(?=(\d{3})+(?!\d))/g,","):e}function Ve(t,e=!0){let s=String(t);if(!/^\d+$/.test(s))return[s];let a=s.length%3||3,n=[s.slice(0,a)];for(let i=a;i<s.length;i+=3)n.push(s.slice(i,i+3));return e?n.map((i,c)=>c<n.length-1?`${i},`:i):n}function ne(t){let e=String(t),s=Number(e.slice(-2)),a=K(e);return s>=11&&s<=13?`${a}th`:`${a}${["th","st","nd","rd"][s%10]??"th"}`}var q=(t,e,s=`${e}s`)=>`${t} ${String(t)==="1"?e:s}`,Ne=[],O=t=>Ne[t%Ne.length];function wt(t){Ne.splice(0,Ne.length,...t)}function te(t,e=6,s=!1){if(!(t>0))return[0];let a=10**Math.floor(Math.log10(t/Math.max(1,e-1))),n=[1,2,5,10,20,50].map(c=>c*a).filter(c=>!s||Number.isInteger(c)||c>1).map(c=>s?Math.max(1,Math.round(c)):c).find(c=>Math.floor(t/c+1e-9)+1<=e),i=[];for(let c=0;c*n<=t*(1+1e-9);c++)i.push(Number((c*n).toPrecision(12)));return i}function Ge(t){if(Math.abs(t)<1e6)return K(String(t));let[e,s]=t.toExponential(2).split("e");return`${Number(e)}e${Number(s)}`}function Ae(t){let e=t.some(s=>Math.abs(s)>=1e6);return t.map(s=>{if(!e||s===0)return[s,Ge(s)];let[a,n]=s.toExponential(2).split("e");return[s,`${Number(a)}e${Number(n)}`]})}var Me=t=>10+7*t,le=24;function Ee(t,[e,s],a,n){let i={ArrowUp:[-1,0],ArrowDown:[1,0],ArrowLeft:[0,-1],ArrowRight:[0,1]};if(!i[t])return null;let[c,r]=i[t],l=(p,f)=>Math.min(n[f],Math.max(a[f],p));return[l(e+c,0),l(s+r,1)]}var xt=60,Pe=4,ge=95;function he(t,e,s=ge){let a=(t-1)/e*2*Math.PI-Math.PI/2;return[s*Math.cos(a),s*Math.sin(a)]}var ns=t=>Math.max(4,Math.min(16,280/Math.min(t,xt)));function ze({b:t,spaces:e,onPick:s=null,highlight:a=0,move:n=null}){let i=ns(t),c=t<=xt,r=new Map;e.forEach((m,A)=>m>=1&&m<=t&&r.set(m,[...r.get(m)??[],A]));let l=(m,A)=>{(m.key==="Enter"||m.key===" ")&&(m.preventDefault(),s(A,m))},p=c?Array.from({length:t},(m,A)=>{let b=A+1,[$,v]=he(b,t),S=t<=30?x`<text x=${$} y=${v+4} text-anchor="middle" font-size=${Math.max(9,Math.min(12,i))}>${b}</text>`:"";return s?x`<g class="space" tabindex="0" role="button" aria-label=${`Space ${b}`} @click=${k=>s(b,k)} @keydown=${k=>l(k,b)}>
              <circle class=${b===a?"slot landed":"slot"} cx=${$} cy=${v} r=${i}></circle>${S}</g>`:x`<g class="space"><circle class=${b===a?"slot landed":"slot"} cx=${$} cy=${v} r=${i}></circle>${S}</g>`}):[1,...Array.from({length:9},(m,A)=>Math.round((A+1)*t/10)+1)].map(m=>{let[A,b]=he(m,t,ge+16);return x`<text x=${A} y=${b+4} text-anchor="middle" font-size="11">${m}</text>`}),f=[...r.entries()].flatMap(([m,A])=>{let[b,$]=he(m,t),v=A.slice(0,Pe).map((S,k)=>{let M=1-(i*1.7+k*i*.95)/ge;return x`<circle class="token" cx=${b*M} cy=${$*M} r=${i*.55} fill=${O(S)}><title>${`Player ${S+1} on space ${m}`}</title></circle>`});if(A.length>Pe){let S=1-(i*1.7+Pe*i*.95)/ge;v.push(x`<text class="more" x=${b*S} y=${$*S+4} text-anchor="middle">+${A.length-Pe}</text>`)}return v}),h="";if(n&&(n.steps>0||n.laps>0)){let{from:m,to:A}=n,b=ge-i-4,$=n.steps||t,[v,S]=he(m,t,b),[k,M]=he(A,t,b),[T,C]=he(m+$/2,t,b),L=$/t>.5?1:0,H=$===t?`M${v},${S} A${b},${b} 0 0 1 ${T},${C} A${b},${b} 0 0 1 ${k},${M}`:`M${v},${S} A${b},${b} 0 ${L} 1 ${k},${M}`,N=c&&$<=30?Array.from({length:$-1},(P,B)=>{let[W,V]=he(m+B+1,t,b);return x`<circle class="step" cx=${W} cy=${V} r="2.2"></circle>`}):[];h=x`<path class="move" d=${H} marker-end="url(#arrow)"></path>${N}`}let g=n?x`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`:"";return x`
    ${g}
    <circle class="track" r=${ge}></circle>
    ${p}${h}${f}
    ${c?"":x`<text x="0" y="4" text-anchor="middle" font-size="11">${`${t} spaces`}</text>`}`}function vt(t,e,s){let a=s("rules");for(let i of t.rules){let c=document.createElement("div"),r=`rule-${i.key}`;c.innerHTML=`<label for="${r}">${i.name}</label>`;let l=document.createElement("input");Object.assign(l,{id:r,type:"text",inputMode:"numeric",spellcheck:!1,autocomplete:"off"}),l.setAttribute("aria-describedby",`${r}-range`),l.addEventListener("input",f=>e.rule(i.key,l.value.trim(),f));let p=document.createElement("div");p.className="range",p.id=`${r}-range`,c.append(l,p),a.appendChild(c)}let n=document.createElement("div");n.className="dice";for(let i of t.dice){let c=document.createElement("div"),r=`rule-${i.key}`;c.innerHTML=`<label for="${r}">${i.name}</label>`;let l=document.createElement("input");Object.assign(l,{id:r,type:"text",placeholder:i.default,title:i.allowed,spellcheck:!1,autocomplete:"off"}),l.setAttribute("aria-describedby",`${r}-now ${r}-range`),l.addEventListener("input",g=>e.rule(i.key,l.value.trim(),g));let p=document.createElement("div");p.className="now",p.id=`${r}-now`;let f=document.createElement("div");f.className="range",f.id=`${r}-range`;let h=t.rules.find(g=>g.key===i.replaces);f.textContent=`${i.allowed}. Empty: set by the ${h.name} above; the puzzle: ${i.default}.`,c.append(l,p,f),n.appendChild(c)}a.appendChild(n)}function Se(t,e,s,a,n,i,c=!1){t("input").value!==e.text&&(t("input").value=e.text);for(let b of s.rules){let $=t(`rule-${b.key}`),v=Ce(s,e.rules,b.key);$.disabled=!!v,$.closest("div").classList.toggle("replaced",$.disabled),t(`rule-${b.key}-range`).textContent=v?`set by the ${v.name} below`:`${b.about}. 1 to ${K(b.max)}; the puzzle: ${b.default}`,v?$.value=a?String(a[b.field]):"":$.value.trim()!==e.rules[b.key]&&($.value=e.rules[b.key])}for(let b of s.dice){let $=t(`rule-${b.key}`);$.value.trim()!==e.rules[b.key]&&($.value=e.rules[b.key]),$.placeholder=a?a[b.field]:b.default;let v=a?a[b.field]:"",S=$.value.trim()||$.placeholder;t(`rule-${b.key}-now`).textContent=v&&v!==S?`In play: ${v}`:""}let r=re(e.text),l=r??n??[],p=!!r,f=Math.min(e.chosen,Math.max(l.length-1,0)),h=p?c?d`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`:"":d`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`;Y(d`${h}
      ${l.map((b,$)=>d`
        <div class="player" aria-pressed=${String($===f)}>
          <span class="swatch" style=${`background:${O($)}`}></span>
          <button type="button" aria-pressed=${String($===f)} ?disabled=${!p}
            title="Choose this player, then tap a space on the board" @click=${()=>i.choose($)}>Player ${$+1}: space ${b}</button>
          <button type="button" aria-label=${`Remove player ${$+1}`} ?disabled=${!p||l.length===1}
            @click=${v=>i.remove($,v)}>${ie.remove}</button>
        </div>`)}`,t("players")),t("add-player").disabled=!p;let g=Number(s.rules.find(b=>b.key==="board").default),m=a?a.board:Number(e.rules.board)||g,A=t("board");A.setAttribute("viewBox","-120 -120 240 240"),Y(x`${ze({b:m,spaces:l,onPick:p?(b,$)=>i.place(b,$):null})}`,A)}var kt=26,as=40,_t=44;function os(t){t.currentTarget.parentElement.setAttribute("aria-expanded","true")}function At(t,e=!0,s=!1){if(/ digits\)$/.test(String(t)))return!0;let a=Ve(t,e);return a.length>=4&&a.join("").length>(s?_t:kt)}function y(t,e=!0,s=!1){let a=Ve(t,e),n=a.join("");if(a.length<4||n.length<=(s?_t:kt))return d`<span class="num" style=${`--chars:${n.length}`}>${n}</span>`;let i=n.replace(/\D/g,"").length,c=`${a.slice(0,2).join("")}\u2026${e?",":""}${a[a.length-1]}`,r=` (${i} digits)`,l=!s&&n.length<=as,p=l?d`<span class="whole-digits">${n}</span>`:"";return d`<span class=${`num long-count${l?" fits-wide":""}`} aria-expanded="false" style=${`--chars:${c.length+r.length}`}><button
      type="button" class="digits-toggle" title="Show every digit" @click=${os}>${c}<span
      class="how-long">${r}</span></button><span class="every-digit">${a.map((f,h)=>h?d`<wbr>${f}`:f)}</span>${p}</span>`}function Le(t){let e=t.before.map(s=>s.slice());return t.rows.map(s=>(e=e.slice(),e[s.player-1]=[s.space,s.score],e))}var Re=8,is=12;function Mt({a:t,state:e,act:s}){let{rules:a,starts:n}=t.solve,i=n.length,c=Le(t.trace),r=Math.min(e.step,c.length),l=r===0?n:c[r-1].map(([k])=>k),p=r>0?t.trace.rows[r-1]:null,f=p?p.player-1:0,h=(r>=2?c[r-2]:t.trace.before)[f][0],g=p?[p.space,p.score]:null,m=p?p.rolled.length<=is?`${p.rolled.join("+")} = ${K(p.moved)}`:`${K(p.rolled.length)} values adding up to ${K(p.moved)}`:"",A=a.rolls,b=d`
    <p>The players stand on a ring of <strong>${a.board}</strong> spaces, numbered from 1.
    A <dfn>turn</dfn> is one player's move: they roll the die ${A===1?"once":d`<strong>${A}</strong> times`},
    move forward by the sum (after space ${a.board} comes space 1 again) and add the
    number of the space they land on to their score. The players take turns in order, and a
    <dfn>round</dfn> is one turn of every player.</p>
    <p>On this page a turn is always one player's move: "player 1's 4th turn" counts their own
    turns, and "turn 7 of all players" counts everyone's. The board beside steps through the
    first turns of the practice game (explained in section 2): watch turns and rounds go by.</p>`,$=r===0?d`Before the first turn: ${n.slice(0,Re).map((k,M)=>d`<span class="who" style=${`--c:${O(M)}`}>player ${M+1}</span> on space ${k}${M<Math.min(i,Re)-1?", ":i>Re?d`, and ${i-Re} more players.`:"."}`)}`:d`Turn ${y(p.turn)} of all players is <span class="who" style=${`--c:${O(f)}`}>player ${f+1}</span>'s
      ${ne(p.round)} turn (round ${p.round}): rolls ${m}, from space ${h} to space ${g[0]}${p.laps>0?` (${q(K(p.laps),"whole lap")} of the board${p.steps?` and ${q(p.steps,"space")}`:""})`:""}, scoring
      ${q(g[0],"point")}, ${y(g[1])} in all.`,v=c.length,S=d`
    <svg class="turn-board" viewBox="-120 -120 240 240" role="img"
      aria-label=${`The board after turn ${r} of all players of the practice game`}>
      ${ze({b:a.board,spaces:l,highlight:g?g[0]:0,move:p?{from:h,to:p.space,steps:p.steps,laps:p.laps}:null})}
    </svg>
    <div class="stepper">
      <button type="button" aria-label="Previous turn" ?disabled=${r===0} @click=${k=>s.step(r-1,k)}>${ie.previous}</button>
      <label for="step">Turn of all players <output id="step-out">${r}</output></label>
      <button type="button" aria-label="Next turn" ?disabled=${r>=v} @click=${k=>s.step(r+1,k)}>${ie.next}</button>
      <input type="range" id="step" min="0" max=${v} .value=${String(r)} @input=${k=>s.step(Number(k.target.value),k)}>
    </div>
    <figcaption id="step-caption" aria-live="polite">${$}</figcaption>`;return{words:b,figure:S}}function Z({w:t,h:e,pad:s,x:a,y:n,xTicks:i,yTicks:c,xLabel:r,yLabel:l}){return x`
    <g class="axis">
      ${c.map(([p,f])=>x`
        <line class="grid" x1=${s.l} x2=${t-s.r} y1=${n(p)} y2=${n(p)}></line>
        <text x=${s.l-6} y=${n(p)+4} text-anchor="end">${f}</text>`)}
      <line class="base" x1=${s.l} x2=${t-s.r} y1=${e-s.b} y2=${e-s.b}></line>
      ${i.map(([p,f])=>x`
        <line class="tick" x1=${a(p)} x2=${a(p)} y1=${e-s.b} y2=${e-s.b+4}></line>
        <text x=${a(p)} y=${e-s.b+17} text-anchor="middle">${f}</text>`)}
      <text class="label" x=${s.l+(t-s.l-s.r)/2} y=${e-6} text-anchor="middle">${r}</text>
      ${l?x`<text class="label" x=${Math.max(4,s.l-40)} y=${s.t-10} text-anchor="start">${l}</text>`:""}
    </g>`}var ls=8,cs=60;function St({a:t,width:e}){let{rules:s,starts:a,practice:n}=t.solve,{practice_cycles:i}=t.explain,c=a.length,r=s.practice_target,l=i.cycles.slice(0,ls),p=l.map((h,g)=>{let m=d`<span class="who" style=${`--c:${O(g)}`}>Player ${g+1}</span>`,A=d`The die is back where it was for them every <strong>${y(h.die_period)}</strong> of their
      turns: its ${y(s.practice_die)} values, ${y(h.rolls_apart)} rolls from one of their turns to the
      next, come round after ${y(s.practice_die)} ÷ gcd(${y(s.practice_die)}, ${y(h.rolls_apart)}) turns.`;if(h.turns===null)return d`<li>${m}: no cycle found within the page's limits. ${A}</li>`;let b=String(h.die_period),$=String(h.turns),v=h.span_rest===null?null:d`Their moves repeat with the die, but one span of ${y(h.die_period)} turns leaves them
        ${q(h.span_rest,"space")} on past whole laps of the board; ${y(h.spans)} spans
        (${y(h.turns)} turns) move them ${y(h.spans)} × ${y(h.span_rest)} spaces on, the fewest
        that make whole laps of ${y(s.board)}, so they are back where they started.`,S=$===b?"Their moves repeat with the die, and over those turns they make whole laps of the board.":v??"Their moves, counted on the board, repeat on a period of their own (the die's values can repeat on the board before the die comes round), and after these turns they make whole laps.",k=h.laps!==null?d` Their moves on the board (each sum less whole laps) are ${h.moves.join(", ")}
        spaces, landing on ${h.spaces.join(", ")}: ${h.laps===0?"no move at all past whole laps":h.laps===1?"one whole lap in all":`${h.laps} whole laps in all`}, so back where they started.`:h.moves.length?d` Their first ${h.moves.length} moves on the board: ${h.moves.join(", ")}, … spaces, landing on
          ${h.spaces.join(", ")}, ….`:"";return d`<li class="cycle">${m} is back on space ${a[g]},
      about to make the same moves again, ${h.turns===1?"after each of their turns":d`every <strong>${y(h.turns)}</strong> of their turns`}, having scored
      <strong>${y(h.points)}</strong> ${h.points==="1"?"point":"points"}. ${A} ${S}${k}${h.reached_first?d` <strong>The target comes first:</strong> the game ends before they come round.`:""}</li>`});return{words:d`
    <p>The practice die rolls <code>${s.practice_sequence}</code> in order and starts over.
    A move is the sum of the next rolls, and only its remainder on the board matters (moving
    ${q(s.board,"space")} more lands on the same space). Each turn's rolls come later on the
    die than the last, so the remainders of a player's moves run through a pattern that
    repeats; their space depends only on their moves, so each player comes back to their start
    about to make the same moves again:</p>
    <ul>${p}</ul>
    ${c>l.length?d`<p class="help">(The first ${l.length} of ${c} players.)</p>`:""}
    ${l.some(h=>h.turns!==null&&!h.reached_first)?d`<p>From then on everything repeats: each cycle adds the same points. So dirac plays
        one cycle per player and counts the rest.</p>`:d`<p>Here the target comes before any cycle ends, so the game is simply played.</p>`}
    <p>Player ${n.winner} reaches ${y(r)} first, on
    their ${ne(i.winner_turns)} turn (turn ${y(n.turns_played)} of all players,
    ${y(n.die_rolls)} rolls): part 1 is the lowest score times the rolls,
    ${y(n.lowest)} × ${y(n.die_rolls)} = <strong>${y(n.answer)}</strong>.</p>
    ${i.far?d`<p>To a target of ${y(i.far_target)} the same game lasts ${y(i.far.turns_played)}
        turns of all players and its answer is <span class="long">${y(i.far.answer)}</span>: found
        as quickly, since whole cycles are counted, not played.</p>`:d`<p>With this die the cycles are too long to play even once within the page's limits
        to a target of ${y(i.far_target)}.</p>`}`,figure:d`${ps(t,e)}${ds(t,e)}`}}function ps(t,e){let{rules:s,starts:a}=t.solve,n=Le(t.trace),i=n.reduce((T,C)=>C.reduce((L,[,H])=>Math.max(L,Number(H)),T),1),r=BigInt(s.practice_target)<=BigInt(i)?Number(s.practice_target):null,l=i,p=Ae(te(l,5)),f=Math.max(...p.map(([,T])=>T.length)),[h,g,m]=[e,240,{l:Me(f),r:24,t:24,b:40}],A=Math.max(n.length,1),b=T=>m.l+(h-m.l-m.r)*T/A,$=T=>g-m.b-(g-m.t-m.b)*T/l,v=Ae(te(A,Math.max(3,Math.floor(h/70)),!0)),S=a.map((T,C)=>{let L=[`${b(0)},${$(0)}`].concat(n.map((H,N)=>`${b(N+1)},${$(Number(H[C][1]))}`)).join(" ");return x`<polyline points=${L} fill="none" stroke=${O(C)} stroke-width="1.5"></polyline>`}),k=t.trace.ended?"":` (the first ${K(n.length)} drawn)`,M=r===null?"":x`<line class="target" x1=${m.l} x2=${h-m.r} y1=${$(r)} y2=${$(r)}></line>
      <text class="target-label" x=${h-m.r} y=${$(r)-4} text-anchor="end">target ${K(s.practice_target)}</text>`;return d`<svg class="chart" id="practice-scores" viewBox=${`0 0 ${h} ${g}`} role="img"
      aria-label=${`Scores after each turn of the practice game, up to ${K(s.practice_target)} points`}>
    ${Z({w:h,h:g,pad:m,x:b,y:$,xTicks:v,yTicks:p,xLabel:`turns of all players${k}`,yLabel:"score"})}
    ${M}
    ${S}
  </svg>
  ${r===null?d`<p class="caption" id="practice-scores-cut">The scores up to turn ${K(n.length)} of
    all players; the target, ${K(s.practice_target)}, lies far above them, so the axis stops at
    the highest score drawn (${K(String(i))}).</p>`:""}`}function ds(t,e){let{rules:s,starts:a}=t.solve,n=a.length,i=t.trace.rows.slice(0,cs*Math.min(n,4)),c=s.board,[r,l,p]=[e,200,{l:Me(String(c).length),r:24,t:24,b:40}],f=Math.max(i.length,1),h=M=>p.l+(r-p.l-p.r)*(M+.5)/f,g=M=>l-p.b-(l-p.t-p.b)*M/c,m=te(f,Math.max(3,Math.floor(r/70)),!0).filter(M=>M>=1).map(M=>[M-1,Ge(M)]),A=te(c,5,!0).map(M=>[M,String(M)]),b=t.explain.practice_cycles.cycles[0],$=[];if(b.span!==null&&BigInt(b.span)<BigInt(f)){let M=Number(b.span);for(let T=1;T*M<f;T+=2){let C=h(T*M-.5),L=h(Math.min((T+1)*M,f)-.5);$.push(x`<rect class="band" x=${C} y=${p.t} width=${L-C} height=${l-p.t-p.b}></rect>`)}}let v=Math.max(1.5,Math.min(3,(r-p.l-p.r)/f/2.5)),S=i.map((M,T)=>x`<circle cx=${h(T)} cy=${g(M.space)} r=${v} fill=${O(M.player-1)}></circle>`),k=$.length?`Shaded: every other cycle of player 1 (${K(String(b.turns))} of their turns).`:"";return d`<svg class="chart" id="practice-points" viewBox=${`0 0 ${r} ${l}`} role="img"
      aria-label=${`Points scored on each of the first ${i.length} turns: the space landed on`}>
    ${$}
    ${Z({w:r,h:l,pad:p,x:h,y:g,xTicks:m,yTicks:A,xLabel:"turns of all players",yLabel:"points scored: the space landed on"})}
    ${S}
  </svg>
  <p class="caption">${k}</p>`}function Tt({a:t}){let e=t.explain.universes,{rules:s,starts:a}=t.solve,n=a.length,i=d`
    <p>Each roll of the Dirac die splits the universe into one per face: ${s.dirac_faces}.
    A turn of ${q(s.rolls,"roll")} splits it into <strong>${y(e.per_turn)}</strong>,
    a round of ${q(n,"player")} into ${e.per_round?d`<strong>${y(e.per_round)}</strong>`:"more than can be written here"}. The longest game
    lasts ${q(e.round_count,"round")}${e.unstopped?d`: had no game ended sooner, that many
    full rounds would make <span class="long">${y(e.unstopped)}</span> universes`:""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${y(e.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${s.board} spaces with a score below
    ${s.dirac_target}: <strong>${y(e.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${e.game_states?d`<strong>${y(e.game_states)}</strong>`:"too many to write"} states; one
    player alone has ${y(e.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${us(t)}
    ${hs(t)}`,c=[["states of one player: space and score",e.player_states,e.player_states_digits],["states of the whole game",e.game_states,e.game_states_digits],["universes played to the end",e.total,e.total_digits],[`universes after ${q(e.round_count,"round")}, had none ended`,e.unstopped,e.unstopped_digits]].filter(([,p])=>p),r=Math.max(...c.map(([,,p])=>p)),l=d`
    <div class="digits-bars" role="list">
      ${c.map(([p,f,h])=>d`
        <div class="digits-bar" role="listitem">
          <div class="what">${p}</div>
          <div class="bar" style=${`width:${100*h/r}%`}></div>
          <div class="count">${y(f)}${At(f)?"":d` <span class="help">(${q(h,"digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${fs(t)}`;return{words:i,figure:l}}function hs(t){let e=t.explain.visits,s=t.explain.universes,a=e.player_cells,n=a.map((i,c)=>d`${c?c===a.length-1?" and ":", ":""}${y(i)}`);return d`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${e.joint_visited!==null?d`Here it solves <strong>${y(e.joint_visited)}</strong> states (of the
        ${s.game_states?y(s.game_states):"many"} there are), making ${y(e.joint_moves)} moves.`:d`Here the game has too many states for this page to walk them.`}
    ${a.length?d`Counting each player alone, dirac visits ${n}
      (space, score) cells (${a.length===1?"the player's":"one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).`:""}</p>`}function us(t){let{rules:e}=t.solve,s=t.explain.turn_moves,a=t.explain.universes.per_turn,n=s.sums,i=r=>r.length<=12?r.join(", "):`${r.slice(0,5).join(", ")}, \u2026, ${r.slice(-2).join(", ")}`,c=n.length>s.folded_count;return d`<p id="fold-words">And a state's count does not fan out ${y(a)} ways a turn. Only the sum of
    the rolls moves the player, not their order: ${n.length?d`the ${y(a)} roll sequences of a turn have only <strong>${q(n.length,"sum")}</strong>,
        ${i(n.map(r=>r.sum))}, in ${i(n.map(r=>r.ways))} ${n.length===1?"way":"ways"}.`:d`their sums are too many to list here.`}
    On a board of ${e.board} spaces a sum of s moves the player s spaces on, which lands where
    s − ${e.board} would: only the remainder of s divided by ${e.board} matters${n.length?c?d`, so the sums fold onto <strong>${q(s.folded_count,"move")}</strong> on the board`:d`, and here every sum is its own move: <strong>${q(s.folded_count,"move")}</strong>`:d`: a turn has <strong>${q(s.folded_count,"move")}</strong> on the board`}.
    A turn sends each state's count to ${q(s.folded_count,"place")}, each times its
    sequences: the multiplication by ${y(a)} happens in the counts, never one sequence at a time.</p>`}function fs(t){let{rules:e}=t.solve,s=t.explain.turn_moves;if(!s.sums.length)return d`<p class="help" id="fold">${q(s.folded_count,"move")} on the board; the sums are too many to draw.</p>`;let a=Math.max(...s.sums.map(i=>Number(i.ways))),n=s.sums.some(i=>i.sequences.length);return d`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${n?"":" bars"}${s.sums.length>20?" many":""}`}>${s.sums.map(i=>d`<div class="fold-col" data-sum=${i.sum}>
      <div class="ways">${y(i.ways)}</div>
      ${n?d`<div class="chips">${i.sequences.map(c=>d`<span class="chip">${c.join("+")}</span>`)}</div>`:d`<div class="fold-bar" style=${`height:${Math.max(2,60*Number(i.ways)/a)}px`}></div>`}
      <div class="sum">${i.sum}</div>
      <div class="to">${n?"\u2192 ":""}${i.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${n?"":", in grey,"} the spaces it moves on a board of ${e.board} (its
    remainder). ${s.folded.length<s.folded_count?"":d`Moves: ${s.folded.map((i,c)=>d`${c?", ":""}${i.distance} in ${y(i.ways)}`)}.`}</figcaption>
  </figure>`}var ms=1600;function gs(t){let e=[[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]],s=Math.max(0,Math.min(1,t))*(e.length-1),a=Math.min(Math.floor(s),e.length-2),n=s-a,i=e[a].map((c,r)=>Math.round(c+(e[a+1][r]-c)*n));return`rgb(${i[0]},${i[1]},${i[2]})`}var jt="#eef0f3",Ct=t=>gs(.15+.85*Math.sqrt(t));function Xe({a:t,act:e,playing:s,kind:a,label:n,min:i=0,value:c,last:r=null}){return r??=t.turn_tables.last_turn,d`<div class="scrubber">
    <button type="button" class="play" aria-label=${s?"Pause":"Play"} @click=${()=>e.play(a)}>${s?ie.pause:ie.play}</button>
    <label for=${a}>${n} <output>${c}</output> of ${r}</label>
    <input type="range" id=${a} min=${i} max=${r} .value=${String(c)} @input=${l=>e[a](Number(l.target.value),l)}>
  </div>`}function Nt({a:t,layers:e,state:s,act:a,width:n,playing:i}){let{rules:c}=t.solve,r=d`
    <p>Players never meet: where one stands does not change another's rolls. So each player's
    game can be counted alone. After each of their turns, a grid holds how many of the player's
    own roll sequences put them on each space (rows) with each score (columns): the
    <dfn>universes of this player alone</dfn>, since each sequence of their rolls is one universe of
    theirs (section 5 combines the players' into the game's universes).</p>
    <p>A turn splits every cell's count ${y(t.turn_tables.per_turn)} ways, one for each roll
    sequence of the turn; sequences whose rolls add up to the same move land on the same cell,
    and there their counts add. Sequences that reach ${c.dirac_target} leave the grid: they are the player's
    <dfn>reached</dfn> count for that turn, and the rest are still <dfn>playing</dfn>. The grid
    empties in at most ${q(t.turn_tables.last_turn,"turn")}.</p>
    <p>Tap a cell, or move through a grid with the arrow keys, to read its count and the totals
    of its row and column.</p>`,l=e.find(g=>g?.error?.kind==="refused");if(l)return{words:r,figure:d`<p class="help" id="layers-refused">${l.error.message}</p>`};let p=t.turn_tables.players,f=p.slice(0,e.length),h=d`
    ${Xe({a:t,act:a,playing:i==="turn",kind:"turn",label:"Each player's turn",value:s.turn})}
    ${f.length<p.length?d`<p class="help">The grids of the first ${f.length} of ${p.length} players.</p>`:""}
    <div class="layers">${f.map((g,m)=>$s(g,m,e[m],s,a,n,i==="turn"))}</div>
    <div class="key"><span>0</span><span class="ramp" style=${`background:linear-gradient(to right,${jt} 0 8%,${[0,.1,.25,.5,.75,1].map(Ct).join(",")})`}></span><span>the grid's largest cell</span></div>
    <p class="caption">Colour: the cell's count, from an empty cell (grey) to the largest cell of each grid (yellow), on a square-root scale.</p>`;return{words:r,figure:h}}function $s(t,e,s,a,n,i,c){if(!s||s.error)return d`<div class="layer">${s?s.error.message:"no grid"}</div>`;let r=s.ok,l=r.grid.length,p=r.grid[0].length,f=l<=30&&r.space_totals.every(E=>E.length<=7),[h,g,m,A]=[Me(String(l).length),f?64:6,22,40],b=(Math.min(i,640)-h-g)/p,$=b<le&&h+g+p*le<=ms,v=$?le:b,S=h+g+p*v,k=Math.max(Math.min(24,Math.max(v,18)),Math.min(18,480/l),4),M=m+l*k+A,T=a.cell&&a.cell.player===e?a.cell:null,C=(E,z,o)=>{let u=Ee(E.key,[z,o],[1,0],[l,p-1]);u&&(E.preventDefault(),n.cell({player:e,space:u[0],score:u[1]},!0))},L=E=>{let z=E.target.dataset;return z&&z.space?[Number(z.space),Number(z.score)]:null},H=E=>{let z=L(E);!z||T&&T.space===z[0]&&T.score===z[1]||n.cell({player:e,space:z[0],score:z[1]})},N=E=>{let z=L(E);z&&C(E,...z)},P=[];for(let E=1;E<=l;E++)for(let z=0;z<p;z++){let o=r.grid[E-1][z],u=T?T.space===E&&T.score===z:E===1&&z===0;P.push(x`<rect class="cell" id=${`cell-${e}-${E}-${z}`} x=${h+z*v} y=${m+(E-1)*k}
        width=${Math.max(v-.5,.5)} height=${k-.5} fill=${o==="0"?jt:Ct(r.shade[E-1][z])}
        tabindex=${u?0:-1} role="button" aria-label=${`space ${E}, score ${z}: ${o}`}
        data-space=${E} data-score=${z}></rect>`)}let B=[],W=[];for(let E=1;E<=l;E++)(l<=30||E%10===0||E===1)&&B.push(x`<text x=${h-4} y=${m+(E-.5)*k+4} text-anchor="end">${E}</text>`),f&&W.push(x`<text class="total" x=${S-2} y=${m+(E-.5)*k+4} text-anchor="end">${K(r.space_totals[E-1])}</text>`);let V=Math.max(1,Math.ceil(p/Math.max(2,Math.floor((S-h-g)/28)))),R=[];for(let E=0;E<p;E+=V)R.push(E);R[R.length-1]!==p-1&&(p-1-R[R.length-1]<V/2+.5&&R.length>1&&R.pop(),R.push(p-1));let X=R.map(E=>x`<text x=${h+(E+.5)*v} y=${m+l*k+14} text-anchor="middle">${E}</text>`),G=T?x`<rect class="chosen" x=${h+T.score*v+1} y=${m+(T.space-1)*k+1} width=${Math.max(v-2.5,1)} height=${k-2.5}></rect>`:"",D=(E,z,o="")=>x`<svg class=${z?"grid wide":"grid"} viewBox=${E}
      width=${z??Q} height=${z?M:Q}
      role="group" @click=${H} @focusin=${H} @keydown=${N}
      aria-label=${`Player ${e+1}'s sequences by space (rows) and score (columns) after ${r.turn} of their turns`}>
      <text class="label" x=${h} y=${m-8}>score →</text>
      ${P}${G}${X}${o}
    </svg>`,ae=T?d`Space ${T.space}, score ${T.score}: <strong>${y(r.grid[T.space-1][T.score])}</strong> sequences.
      Space ${T.space} over every score: ${y(r.space_totals[T.space-1])};
      score ${T.score} over every space: ${y(r.score_totals[T.score])}.`:d`Tap a cell to read its count here.`;return d`<div class="layer">
    <p class="head"><span class="swatch" style=${`background:${O(e)}`}></span>
      <strong>Player ${e+1}</strong> (start ${t.start}), ${r.turn===0?"before their first turn":d`after their ${ne(r.turn)} turn`}:
      <strong>${y(r.playing)}</strong> ${r.playing==="1"?"sequence":"sequences"} still playing; largest cell ${y(r.largest)}; reached the target
      ${r.turn===0?"none yet":d`on this turn ${y(r.reached_on_turn)}, so far ${y(r.reached)}`}.</p>
    ${$?d`<div class="grid-box split">
      <svg class="grid grid-rows" viewBox=${`0 0 ${h} ${M}`} width=${h} height=${M} aria-hidden="true">${B}</svg>
      <div class="scroll grid-scroll">${D(`${h} 0 ${S-h-g} ${M}`,S-h-g)}</div>
      ${f?x`<svg class="grid grid-totals" viewBox=${`${S-g} 0 ${g} ${M}`} width=${g} height=${M}
        aria-hidden="true"><text class="label" x=${S-2} y=${m-8} text-anchor="end">row total</text>${W}</svg>`:""}
      </div>
      <p class="caption">Rows: spaces 1 to ${l}. The grid scrolls sideways between its spaces and its rows' totals, which stay in view.</p>`:d`<div class="grid-box">${D(`0 0 ${S} ${M}`,null,x`
        ${f?x`<text class="label" x=${S-2} y=${m-8} text-anchor="end">row total</text>`:""}
        ${B}${W}
        <text class="label" x=${h} y=${M-6}>rows: spaces 1 to ${l}</text>`)}</div>`}
    <p class="readout" id=${`layer-readout-${e}`} aria-live=${c?"off":"polite"}>${ae}</p>
  </div>`}function Je(t,e){let s=t.turn_tables.rounds,a=t.turn_tables.first_win_round;return Math.min(e.round>0?e.round:a,Math.max(s.length,1))}function Pt({a:t,state:e,act:s,width:a,playing:n}){let i=Je(t,e),c=t.explain.round_terms[i-1],r=f=>d`<div class="product">
    <p><span class="who" style=${`--c:${O(f.player-1)}`}>Player ${f.player}</span> wins in round ${i} in</p>
    <div class="equation">${f.factors.map((h,g)=>d`<span class="factor">
      <span class="count">${g?d`<span class="times">× </span>`:""}${y(h.count)}</span>
      <span class="why">${h.of==="reached"?d`player ${h.player} reaches the target on their ${ne(h.turn)} turn`:d`player ${h.player} still playing after ${h.turn===0?"no turn":d`their ${ne(h.turn)} turn`}`}</span></span>`)}
    <span class="factor total"><strong class="count">= ${y(f.product)}</strong><span class="why">universes: the product</span></span></div></div>`,l=d`
    <p>A universe of the game is one roll sequence of each player, played in turn. A player
    wins in round t when their own sequence reaches the target on their t-th turn while every
    other player's is still below it: after t turns for the players before them, after t − 1
    for those after them, who have not moved yet in that round.</p>
    <p>Each player's sequences combine with every other's, so the universes multiply: the count
    is the product of the players' own counts from section 4. Round ${i}:</p>
    ${c?c.terms.map(r):d`<p class="help">Written out for games of at most 8 players.</p>`}
    <p>Summed over the rounds, these products are the universes each player wins: part 2's
    answer is the largest, <strong>${y(t.solve.dirac.answer)}</strong>.</p>`,p=d`
    ${Xe({a:t,act:s,playing:n==="round",kind:"round",label:"Round",min:1,value:i,last:Math.max(t.turn_tables.rounds.length,1)})}
    ${Et(t,i,a,s,"probability")}
    ${Et(t,i,a,s,"universes")}
    ${ys(t,i,n==="round")}
    <p class="caption" id="rounds-caption">Every round is drawn. By probability the late rounds all but vanish, yet
    they hold many of the universes: a long game has split more often. A round is one turn of every player (${q(t.solve.starts.length,"turn")} of all players); section 6 counts the game's length in turns of all players.</p>`;return{words:l,figure:p}}function Et(t,e,s,a,n){let i=t.chart.bars,c=t.chart.per_player,[r,l,p]=[s,170,{l:48,r:24,t:10,b:40}],f=N=>n==="probability"?N.win_height:N.universes_height,h=n==="probability"?1:Math.max(...i.map(N=>f(N).reduce((P,B)=>P+B,0)),1e-9),g=Math.max(i.length,1),m=(r-p.l-p.r)/g,A=N=>p.l+(N-.5)*m,b=N=>l-p.b-(l-p.t-p.b)*N/h,$=m>=7*String(g).length+6,v=Array.from({length:g},(N,P)=>P+1),S=($?v:te(g,Math.max(3,Math.floor(r/50)),!0).filter(N=>N>=1)).map(N=>[N,String(N)]),k=te(h*100,4).map(N=>[N/100,`${N}%`]),M=i.map(N=>{let P=0;return f(N).map((B,W)=>{let V=x`<rect class="round-bar" x=${p.l+(N.round-1)*m+m*.12} y=${b(P+B)} width=${m*.76}
        height=${Math.max(0,b(P)-b(P+B))} fill=${c?O(W):"#56b4e9"}></rect>`;return P+=B,V})}),T=i.map(N=>x`<rect class="hit" x=${p.l+(N.round-1)*m} y=${p.t} width=${m} height=${l-p.t-p.b}
    @click=${P=>a.round(N.round,P)}><title>${`round ${N.round}`}</title></rect>`),C=n==="probability"?x`<polyline class="undecided" points=${i.map(N=>`${A(N.round)},${b(N.undecided_height)}`).join(" ")}></polyline>`:"",L=x`<rect class="chosen-round" x=${p.l+(e-1)*m} y=${p.t} width=${m} height=${l-p.t-p.b}></rect>`,H=n==="probability"?"Probability of winning in the round (line: that nobody has won yet)":"Universes won in the round, as a share of all";return d`<p class="chart-title">${H}</p><svg class="chart rounds" id=${`rounds-${n}`} viewBox=${`0 0 ${r} ${l}`} role="img"
      aria-label=${`${H}, by round; read the chosen round below the charts`}>
    ${L}
    ${Z({w:r,h:l,pad:p,x:A,y:b,xTicks:S,yTicks:k,xLabel:"round"})}
    ${M}${C}${T}
  </svg>`}function ys(t,e,s){let a=t.chart.bars[e-1];if(!a)return"";let n=i=>t.chart.per_player?`Player ${i+1}`:"A player";return d`<div class="readout" id="round-readout" aria-live=${s?"off":"polite"}>
    <strong>Round ${e}</strong>:
    ${a.win_percent.map((i,c)=>d`${n(c)} wins with probability ${i}, ${a.universes_percent[c]} of all universes won; `)}
    nobody has won after it with probability ${a.undecided_percent}.</div>`}var bs=[100,1e3,1e4,1e5],zt=8;function ws(t){let e=t.trim(),s=Number(e);return/^\d+$/.test(e)&&Number.isSafeInteger(s)?s:e}function Lt(t,e,s,a,n){let i=s.simGames??1e3,c=s.simSeed??1,r=d`<div class="sim-controls">
    <span class="field"><label for="sim-games">Games</label>
    <select id="sim-games" @change=${P=>a.simulate(Number(P.target.value),c,P)}>
      ${bs.map(P=>d`<option value=${P} ?selected=${P===i}>${y(P)}</option>`)}
    </select></span>
    <span class="field"><label for="sim-seed">Seed</label>
    <input id="sim-seed" type="number" min="0" step="1" .value=${String(c)}
      @change=${P=>a.simulate(i,ws(P.target.value),P)}></span>
    ${typeof c=="number"&&c<Number.MAX_SAFE_INTEGER?d`<button type="button" id="sim-again" @click=${P=>a.simulate(i,c+1,P)}>Roll again (seed ${c+1})</button>`:""}
  </div>`,l=d`<h3>Rolling real dice</h3>
    <p>Play the game for real: roll a random Dirac die for every roll of every turn until
    someone reaches ${t.solve.rules.dirac_target}, and again, game after game. Each game is one
    universe, drawn with its probability. As the games add up, each player's share of the
    games won settles on their exact probability of winning, not on their share of the
    universes. The dice are seeded: the same seed rolls the same games.</p>`,p=P=>d`${l}${r}${P}`;if(!e||e.key!==`${i}|${c}`)return p(d`<p class="help" id="sim-readout">Rolling ${y(i)} games…</p>`);if(e.answer.error)return p(d`<p class="help" id="sim-readout">${e.answer.error.message}</p>`);let f=e.answer.ok,[h,g]=[f.win_probability,f.share],m=Math.min(f.games_won.length,zt),[A,b,$]=[n,220,{l:48,r:24,t:24,b:40}],v=Math.max(f.games,10),S=P=>$.l+(A-$.l-$.r)*Math.log10(P)/Math.log10(v),k=P=>b-$.b-(b-$.t-$.b)*P,M=[];for(let P=1;P<=v;P*=10)M.push(P);let T=Ae(M),C=[0,.25,.5,.75,1].map(P=>[P,`${P*100}%`]),L=Array.from({length:m},(P,B)=>{let W=O(B),V=f.running.map(G=>`${S(G.games)},${k(G.frequency_height[B])}`).join(" "),[R,X]=[f.win_height[B],f.share_height[B]];return x`<line class="exact" x1=${$.l} x2=${A-$.r} y1=${k(R)} y2=${k(R)} stroke=${W}></line>
      <line class="share" x1=${$.l} x2=${A-$.r} y1=${k(X)} y2=${k(X)} stroke=${W}></line>
      <polyline class="running" points=${V} stroke=${W}></polyline>`}),H=d`<svg class="chart" id="sim-chart" viewBox=${`0 0 ${A} ${b}`} role="img"
      aria-label="Each player's share of the games won as the games add up, against the exact probability (dashed) and the share of universes (dotted)">
    ${Z({w:A,h:b,pad:$,x:S,y:k,xTicks:T,yTicks:C,xLabel:"games played (logarithmic scale)",yLabel:"games won"})}
    ${L}
  </svg>`,N=d`<div class="readout" id="sim-readout" aria-live="polite">
    <p>After <strong>${y(f.games)}</strong> games (seed ${f.seed}):</p>
    <div class="scroll"><table class="sim-table stacks"><thead><tr><th>player</th><th>share of games</th><th>probability</th><th>share of universes</th><th>games won</th></tr></thead>
    <tbody>${f.games_won.slice(0,zt).map((P,B)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${O(B)}`}></span> ${B+1}</td>
      <td data-label="share of games">${f.frequency[B].percent}</td><td data-label="probability">${h[B].percent}</td>
      <td data-label="share of universes">${g[B].percent}</td><td data-label="games won">${y(P)}</td></tr>`)}</tbody></table></div>
  </div>`;return p(d`${H}${N}
    <p class="caption">Solid: each player's share of the games won so far; dashed: their exact
    probability of winning; dotted: their share of the universes, part 2's measure, which the
    games do not approach. The table's "probability" and "share of universes" are the engine's
    exact values, rounded once.</p>`)}function Rt({a:t,sim:e,state:s,act:a,width:n}){let{dirac:i}=t.solve,c=t.stats.win_probability,r=d`
    <p>Part 2 counts universes. But universes are not equally likely: a game that ends in an
    early round has split fewer times, so it stands for fewer universes and more probability
    than one that goes on. A player who tends to win quickly has a larger probability of
    winning than share of the universes won.</p>
    <p>The probability is exact: a universe after t turns of all players has probability
    1 / ${y(t.turn_tables.per_turn)}<sup>t</sup>, and the engine sums these fractions.</p>`,l=d`<div class="scroll"><table id="chances" class="stacks">
    <thead><tr><th>player</th><th>probability of winning</th><th>share of universes</th><th>universes won</th><th>start</th></tr></thead>
    <tbody>${i.wins.map((p,f)=>d`<tr>
      <td data-label="player"><span class="swatch" style=${`background:${O(f)}`}></span> ${f+1}</td>
      <td data-label="probability of winning">${c[f].percent}</td><td data-label="share of universes">${i.share[f].percent}</td>
      <td data-label="universes won" class="long">${y(p)}</td><td data-label="start">${t.solve.starts[f]}</td></tr>`)}</tbody></table></div>`;return{words:r,figure:d`${l}${xs(t,s,a,n)}${Lt(t,e,s,a,n)}`}}function xs(t,e,s,a){let n=t.stats.length,i=C=>C.height,c=n.filter(C=>C.charted),[r,l,p]=[a,200,{l:48,r:24,t:26,b:40}],f=Math.max(...c.map(i),1e-9),h=te(f*100,4).map(C=>[C/100,`${C}%`]),g=Math.max(f,h[h.length-1][0]),m=(r-p.l-p.r)/Math.max(c.length,1),A=C=>p.l+(C+.5)*m,b=C=>l-p.b-(l-p.t-p.b)*C/g,$=Math.max(1,Math.ceil(c.length/Math.max(2,Math.floor(r/36)))),v=c.map((C,L)=>[L,String(C.turns)]).filter((C,L)=>L%$===0),S=c.findIndex(C=>C.turns===e.length),k=S>=0?c[S]:c.find(C=>C.turns===t.stats.most_likely_turns)??c[0],M=c.map((C,L)=>x`<rect class=${C===k?"bar picked":"bar"} x=${p.l+L*m+m*.12} y=${b(i(C))}
    width=${m*.76} height=${Math.max(0,b(0)-b(i(C)))} @click=${H=>s.length(C.turns,H)}><title>${`${C.turns} turns: ${C.probability.percent}`}</title></rect>`),T=n.length-c.length;return d`
    <h3>How long the Dirac game lasts</h3>
    <p class="help" id="length-unit">In turns of all players, every player's move counted (section 5 counts
    rounds: a round is ${q(t.solve.starts.length,"turn")} here).</p>
    <svg class="chart" id="length" viewBox=${`0 0 ${r} ${l}`} role="img" aria-label="The probability of each length of the game, in turns of all players; read a bar below">
      ${Z({w:r,h:l,pad:p,x:A,y:b,xTicks:v,yTicks:h,xLabel:"length of the game, in turns of all players",yLabel:"probability"})}
      ${M}
    </svg>
    <div class="scrubber">
      <label for="length-pick">Length</label>
      <input type="range" id="length-pick" min="0" max=${Math.max(c.length-1,0)} .value=${String(Math.max(c.indexOf(k),0))}
        @input=${C=>s.length(c[Number(C.target.value)].turns,C)}>
    </div>
    <p class="readout" id="length-readout" aria-live="polite">${k?d`A game of <strong>${k.turns}</strong> turns of all players:
      probability <strong>${k.probability.percent}</strong>${k.turns===t.stats.most_likely_turns?" (the most likely length)":""}.`:""}
      On average the game lasts ${t.stats.expected_turns.short} turns of all players (${t.stats.expected_rolls.short} rolls).
      ${T?`${T} lengths of probability under 0.05% each are not drawn.`:""} Tap a bar, or move the slider, to read it.</p>`}var vs=12;function Bt({a:t,sweep:e,state:s,act:a,width:n}){let i=d`
    <p>Two players under these rules: for each pair of starts, the probability that player 1
    wins the Dirac game: red where player 1 is favoured, blue where player 2 is, grey at even
    chances. The colours and percentages are the command line's (<code>dirac sweep</code>).</p>
    <p>Tap a pair, or move with the arrow keys, to read it beside the grid; its button (or
    Enter) plays those starts above, a game of these two players, which every section then
    follows. "Back to the puzzle's example" above undoes it.</p>`;if(!e)return{words:i,figure:d``};if(e.error)return{words:i,figure:d`<p class="help" id="sweep-problem">${e.error.message}</p>`};let c=e.ok,r=c.rules.board,l=w=>w.every(_=>_>=1&&_<=r),[p,f]=t.solve.starts.length===2&&l(t.solve.starts)?t.solve.starts:[0,0],h=s.pair&&l(s.pair)?s.pair:p?[p,f]:[1,1],g=28,m=n>=600?Math.max(Math.min(n-250,480),Math.min(n,g+le*r)):n,A=Math.floor((m-g)/r),b=A<le,$=b?le:Math.min(48,A),v=g+$*r,S=r<=vs&&$>=24,k=(w,_)=>c.cells[(w-1)*r+(_-1)],M=(w,_,I)=>{if(w.key==="Enter"||w.key===" "){w.preventDefault(),a.playPair([_,I],w);return}let U=Ee(w.key,[_,I],[1,1],[r,r]);U&&(w.preventDefault(),a.pair(U,!0))},T=c.cells.map(w=>{let[_,I]=w.starts,[U,J]=[g+(I-1)*$,g+(_-1)*$],F=h[0]===_&&h[1]===I;return x`<rect class="cell" id=${`pair-${_}-${I}`} data-starts=${`${_},${I}`} x=${U} y=${J} width=${$} height=${$} fill=${w.colour}
        tabindex=${F?0:-1} role="button" aria-label=${`player 1 on ${_}, player 2 on ${I}: player 1 wins with probability ${w.win_probability[0].percent}`}
        @click=${()=>a.pair([_,I],!0)} @focus=${()=>F||a.pair([_,I])} @keydown=${ue=>M(ue,_,I)}></rect>`}),C=$>=34?12:11,L=S?c.cells.map(w=>{let[_,I]=w.starts,[U,J]=[g+(I-1)*$,g+(_-1)*$];return x`<text class="label" data-starts=${`${_},${I}`} x=${U+$/2} y=${J+$/2+4} text-anchor="middle" style=${`font-size:${C}px`}>${w.label}</text>`}):[],[H,N]=S?[$/2+4+C/4+.5,$-3.5]:[0,$],P=Math.max(1.5,Math.min(2.5,(N-H)/2)),B=c.summary.best_by_column.map((w,_)=>x`<circle class="best" data-starts=${`${w},${_+1}`}
      cx=${g+(_+.5)*$} cy=${g+(w-1)*$+(H+N)/2} r=${P}></circle>`),W=[],V=Math.max(1,Math.floor((v-g)/22)),R=r<=V?1:[2,5,10,20,50,100,200,500].find(w=>Math.ceil(r/w)+1<=V)??Math.ceil(r/V),X=[1];for(let w=R;w<r;w+=R)w-1>=R/2+.5&&r-w>=R/2&&X.push(w);r>1&&X.push(r);for(let w of X){let _=String(w).length*3.7;W.push(x`<text x=${Math.min(g+(w-.5)*$,v-_-1)} y=${g-8} text-anchor="middle">${w}</text>`),W.push(x`<text x=${g-6} y=${Math.min(g+(w-.5)*$+4,v-4)} text-anchor="end">${w}</text>`)}let G=(w,_)=>x`<rect class=${_} x=${g+(w[1]-1)*$+1.5} y=${g+(w[0]-1)*$+1.5} width=${$-3} height=${$-3}></rect>`,D=k(h[0],h[1]),ae=p===h[0]&&f===h[1],E=D?d`<div class="readout" id="sweep-readout" aria-live="polite">
      <p><strong>Player 1 on ${h[0]}, player 2 on ${h[1]}</strong>${ae?" (the starts above)":""}</p>
      <p>Player 1 wins with probability <strong>${D.win_probability[0].percent}</strong>
        (<span class="long">${y(D.win_probability[0].numerator)} / ${y(D.win_probability[0].denominator)}</span>);
        player 2 with <strong>${D.win_probability[1].percent}</strong>.</p>
      <p>Part 1: <strong>${y(D.practice_answer)}</strong></p>
      <p>Part 2: <strong class="long">${y(D.dirac_answer)}</strong></p>
      <p>Universes won: ${y(D.wins[0])} and ${y(D.wins[1])}.</p>
      ${(()=>{let w=c.summary.best_by_column[h[1]-1],_=k(w,h[1]);return _?d`<p id="sweep-column">Against player 2 on ${h[1]} (this column), player 1 does best
          starting on <strong>${w}</strong>: ${_.win_probability[0].percent}.</p>`:""})()}
      ${ae?"":d`<button type="button" @click=${w=>a.playPair(h,w)}>Play these starts${t.solve.starts.length===2?"":" (two players)"}</button>
        <p class="help">Playing them replaces the game above and every section follows; "Back to
        the puzzle's example" above returns to it, and the browser's Back button to the game before.</p>`}
    </div>`:"",z=c.summary,o=t.solve.starts.length,u=o===2?"":d`<p class="help" id="sweep-not-here">The game above has
    ${o===1?"one player":`${o} players`}: it is not on this grid, which plays two players under
    its rules. The outlined pair is the one read.</p>`,j=d`${u}${b?d`<p class="help" id="sweep-scrolls">The grid scrolls sideways: player 2's
    starts run from 1 to ${r}.</p>`:""}<div class="sweep-wrap">
    <div class=${b?"sweep-box scroll":"sweep-box"}>
    <svg class=${b?"sweep wide":"sweep"} id="sweep" viewBox=${`0 0 ${v} ${v}`} width=${v} role="group"
      aria-label="Player 1's probability of winning for every pair of starts; rows: player 1's start, columns: player 2's">
      ${T}
      ${p?G([p,f],"playing"):""}
      ${G(h,"focus")}
      ${L}
      ${B}
      ${W}
    </svg>
    </div>
    ${E}
  </div>
  <div class="key"><span>${c.scale.low}%</span><span class="ramp" style=${`background:linear-gradient(to right,${c.key.join(",")})`}></span><span>${c.scale.high}%</span></div>
  <p class="caption">Rows: player 1's start; columns: player 2's. A dot marks player 1's best
  start against each start of player 2 (the most likely to win in its column). Player 1 is more likely than
  not to win in ${z.first_mover_favoured} of ${z.games} pairs; best for player 1: starts
  ${z.best[0].starts.join(" and ")} (${z.best[0].probability.percent}), worst: starts
  ${z.worst[0].starts.join(" and ")} (${z.worst[0].probability.percent}); best for
  player 2: starts ${z.best[1].starts.join(" and ")} (${z.best[1].probability.percent}).</p>`;return{words:i,figure:j}}var Ze=[];function Ht(t,e){Ze=t.map(s=>[s,e.find(a=>a.key===s)?.name??s])}function It({scan:t,state:e,act:s,width:a}){let n=e.scanRule??"dirac-target",i=Ze.find(([o])=>o===n)?.[1]??n,c=d`<p><label for="scan-rule">Vary the</label>
    <select id="scan-rule" @change=${o=>s.scanRule(o.target.value)}>
      ${Ze.map(([o,u])=>d`<option value=${o} ?selected=${o===n}>${u}</option>`)}
    </select>, the other rules and the players as above.</p>`,r=d`
    <p>One game is one point of a whole space of rules. Here the game is played under every
    value of one rule: solid lines are each player's probability of winning, dashed lines their
    share of the universes, and the grey band is the game above. Where the two disagree, the
    player who wins more universes is not the one who wins more often: their wins come in long
    games, which split into more universes.</p>
    <p>Tap a value to read it, and press <em>Play</em> to play it above.</p>
    ${c}`;if(!t||t.rule!==n)return{words:r,figure:d`<p class="help">Computing…</p>`};if(t.answer.error)return{words:r,figure:d`<p class="help" id="scan-problem">${t.answer.error.message}</p>`};let l=t.answer.ok,p=l.scan_chart.drawn_values,f=l.scan_chart.players_drawn,[h,g,m]=[a,260,{l:48,r:16,t:24,b:40}],A=p.map(o=>o.x),[b,$]=[Math.min(...A),Math.max(...A)],v=Math.max($-b,1),S=o=>m.l+(o-b+.5)/(v+1)*(h-m.l-m.r),k=o=>g-m.b-(g-m.t-m.b)*o,M=(h-m.l-m.r)/(v+1),T=Math.max(1,Math.ceil(p.length/Math.max(2,Math.floor((h-m.l-m.r)/32)))),C=p.filter((o,u)=>u%T===0).map(o=>[o.x,o.label]),L=[0,.25,.5,.75,1].map(o=>[o,`${o*100}%`]),H=l.scan_chart.current,N=Math.min(e.scanAt??H??0,p.length-1),P=[...p].sort((o,u)=>o.x-u.x),B=(o,u)=>P.map(j=>`${S(j.x)},${k(j[u][o])}`).join(" "),W=[];for(let o=0;o<f;o+=1)W.push(x`<polyline class="scan-win" points=${B(o,"win_height")} stroke=${O(o)}></polyline>`),W.push(x`<polyline class="scan-share" points=${B(o,"share_height")} stroke=${O(o)}></polyline>`);let V=(o,u)=>{let j={ArrowLeft:u-1,ArrowRight:u+1,Home:0,End:p.length-1}[o.key];o.key==="Enter"||o.key===" "?(o.preventDefault(),s.scanPlay(n,p[u].label,o)):j!==void 0&&(o.preventDefault(),s.scanAt(Math.max(0,Math.min(p.length-1,j)),!0))},R=p.map((o,u)=>{let w=l.by_value[u].win_probability.map((_,I)=>`player ${I+1} ${_.percent}`).join(", ");return x`<rect class=${u===N?"scan-column at":"scan-column"} id=${`scan-${u}`} x=${S(o.x)-M/2} y=${m.t}
      width=${M} height=${g-m.t-m.b} tabindex=${u===N?0:-1} role="button"
      aria-label=${`${i} ${o.label}: ${w}`}
      @click=${()=>s.scanAt(u)} @keydown=${_=>V(_,u)}></rect>`}),X=H==null?"":x`<rect class="scan-current" x=${S(p[H].x)-M/2} y=${m.t} width=${M} height=${g-m.t-m.b}></rect>`,G=x`<line class="scan-at" x1=${S(p[N].x)} x2=${S(p[N].x)} y1=${m.t} y2=${g-m.b}></line>`,D=l.by_value[N],ae=d`<div class="readout" id="scan-readout" aria-live="polite">
    <p><strong>${i} ${D.value}</strong>${N===H?" (the game above)":""}</p>
    ${D.win_probability.slice(0,f).map((o,u)=>d`<p><span class="swatch" style=${`background:${O(u)}`}></span>
      Player ${u+1} wins with probability <strong>${o.percent}</strong> and in <strong>${D.dirac.share[u].percent}</strong> of the universes.</p>`)}
    ${D.contrast?d`<p class="contrast">${D.contrast}</p>`:""}
    ${N===H?"":d`<button type="button" id="scan-play" @click=${o=>s.scanPlay(n,D.value,o)}>Play ${i} ${D.value}</button>`}
  </div>`,E=l.by_value.filter(o=>o.contrast).map(o=>o.value),z=d`
    <svg class="chart" id="scan" viewBox=${`0 0 ${h} ${g}`} role="group"
      aria-label=${`Each player's probability of winning and share of the universes as the ${i} changes; tap a value to read it`}>
      ${X}
      ${Z({w:h,h:g,pad:m,x:S,y:k,xTicks:C,yTicks:L,xLabel:i,yLabel:"probability and share"})}
      ${W}
      ${G}
      ${R}
    </svg>
    <p class="scan-key">${Array.from({length:f},(o,u)=>d`<span class="nowrap"><span class="swatch" style=${`background:${O(u)}`}></span> player ${u+1}</span> `)}
      <span class="nowrap">solid: probability of winning;</span> <span class="nowrap">dashed: share of the universes.</span></p>
    ${ae}
    <p class="caption" id="scan-caption">${E.length?`The player ahead in universes is not the likelier winner at ${E.length===1?"the value":"the values"} ${E.join(", ")}.`:"Here the player ahead in universes is always the likelier winner."}</p>`;return{words:r,figure:z}}function Ot(t){return t?`Player ${t.player} rolls ${t.rolled.join("+")} and moves to space ${t.space} for a total score of ${t.score}.`:"(the game has ended)"}function ks(t){switch(t.kind){case"turn":return d`<p>Where the games part, turn ${y(t.turn)}:</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th><td>${Ot(t.right_row)}</td></tr>
          <tr><th scope="row">mistaken</th><td>${Ot(t.mistaken_row)}</td></tr>
        </tbody></table>`;case"round":return d`<p>Where the counts part, round ${y(t.round)} (universes won in that round):</p>
        <table class="parting"><tbody>
          <tr><th scope="row">right</th>${t.right_wins.map(e=>d`<td class="num">${y(e)}</td>`)}</tr>
          <tr><th scope="row">mistaken</th>${t.mistaken_wins.map(e=>d`<td class="num">${y(e)}</td>`)}</tr>
        </tbody></table>`;case"counted":return d`<p>Its universes are counted by a recursion that goes wrong: it has no rounds to set beside the right game's.</p>`;case"beyond":return d`<p>The games' first ${y(t.turns)} turns are the same: they part later.</p>`;default:return d`<p>The game is played right: only its outcome is read wrongly.</p>`}}function qt(t){let e=t.charAt(0).toUpperCase()+t.slice(1),s=e.split("`"),a=/[.!?]$/.test(e)?"":".";return d`${s.map((n,i)=>i%2?d`<code>${n}</code>`:n)}${a}`}var Dt=d`<p class="problem">Type the number the site turned down, then check it.</p>`;function Wt(t){if(t.error)return d`<p class="problem">${qt(t.error.message)}</p>`;let e=t.ok.not_searched;return d`${_s(t.ok)}${e?d`<p class="help">Not searched: ${qt(e)}</p>`:""}`}function _s(t){let e=s=>s.length===1?`part ${s[0]}`:"parts 1 and 2";return t.verdict==="right"?d`<p><strong>Right:</strong> it is ${e(t.right_parts)}'s answer.</p>`:t.verdict==="mistake"?d`<p><strong>Not right</strong>, and ${t.mistakes.length===1?"a known mistake gives":`${t.mistakes.length} known mistakes give`} exactly this number:</p>
      ${t.mistakes.map(s=>d`<div class="mistake" data-id=${s.id}>
        <p><code>${s.id}</code> (part ${s.part}): ${s.mistake}.</p>
        <p>See it: ${s.see}. The fix: ${s.fix}.</p>
        ${ks(s.parting)}
      </div>`)}`:d`<p><strong>Neither part's answer</strong>, and no known mistake gives it.</p>
    ${t.hints.map(s=>d`<p>Against part ${s.part}: too ${s.too_high?"high":"low"}; the right answer has ${s.digits} digits.</p>`)}`}var Ut=900,et={turn:Mt,practice:St,universes:Tt,layers:Nt,rounds:Pt,chances:Rt,sweep:Bt,scan:It};function Ft({root:t,host:e,engine:s,store:a}){let n=o=>t.getElementById(o),i=!1,c=null,r=null,l={a:null,layers:[],sweep:null,sweepKey:null,scan:null,scanKey:null,sim:null,simKey:null,lastStarts:null},p=null,f=0,h=0,g={rule(o,u,j){r={...r,rules:{...r.rules,[o]:u}},L(!0,j)},choose(o){r={...r,chosen:o},Se(n,r,c,l.a?.solve.rules??null,l.lastStarts,g,l.problem?.kind==="input")},place(o,u){r=Ke(r,o),L(!0,u)},fix(o,u,j){r=Ke({...r,chosen:o},u),L(!0,j)},remove(o,u){r=yt(r,o),L(!0,u)},step(o,u){r={...r,step:Math.max(0,o)},S(!1),R(["turn"],u)},turn(o,u){u&&u.type!=="tick"&&v(),r={...r,turn:Math.max(0,o)},S(!1),P(u)},round(o,u){u&&u.type!=="tick"&&v(),r={...r,round:Math.max(1,o)},S(!1),R(["rounds"],u)},play(o){let u=p?.kind;if(v(),u===o)return;let j=o==="turn"?l.a.turn_tables.last_turn:Math.max(l.a.turn_tables.rounds.length,1),w=()=>o==="turn"?r.turn:Je(l.a,r);w()>=j&&g[o](o==="turn"?0:1,{type:"tick"}),p={kind:o,interval:setInterval(()=>{if(w()>=j)return v();g[o](w()+1,{type:"tick",timeStamp:performance.now()})},Ut)},e.dataset.playMs=String(Ut),R([o==="turn"?"layers":"rounds"])},simulate(o,u){r={...r,simGames:o,simSeed:u},R(["chances"]),A()},reset(o){r={...Ye(c),scanRule:r.scanRule,hidden:r.hidden},n("input").value=r.text,L(!0,o)},cell(o,u){r={...r,cell:o},R(["layers"]),u&&n(`cell-${o.player}-${o.space}-${o.score}`)?.focus({preventScroll:!0}),n(`layer-readout-${o.player}`)?.scrollIntoView({block:"nearest"})},length(o,u){r={...r,length:o},R(["chances"],u)},pair(o,u){r={...r,pair:o},R(["sweep"]),u&&n(`pair-${o[0]}-${o[1]}`)?.focus()},playPair(o,u){r={...r,text:se(o),pair:o},L(!0,u)},scanRule(o){r={...r,scanRule:o,scanAt:null},R(["scan"]),m()},scanAt(o,u){r={...r,scanAt:o},R(["scan"]),u&&n(`scan-${o}`)?.focus()},scanPlay(o,u,j){let w={...r.rules,[o]:String(u)};o==="dirac-faces"&&(w["dirac-die"]=""),r={...r,rules:w,scanAt:null},L(!0,j)}};async function m(){if(!l.a)return;let o=r.scanRule??"dirac-target",u=`${r.text}|${ee(r.rules,c)}|${o}`;if(u===l.scanKey)return;let j=await s.call("scan",r.text,ee(r.rules,c),o);if(j!==null){if(l.scan={rule:o,answer:j},l.scanKey=u,j.ok){let w=j.ok.scan_chart.current;r.scanAt!==null&&r.scanAt!==void 0&&r.scanAt>=j.ok.by_value.length&&(r={...r,scanAt:w})}R(["scan"]),e.dataset.scanned=u}}async function A(){if(!l.a)return;let o=r.simGames??1e3,u=r.simSeed??1,j=`${r.text}|${ee(r.rules,c)}|${o}|${u}`;if(j===l.simKey)return;let w=await s.call("simulate",r.text,ee(r.rules,c),String(u),String(o));w!==null&&(l.sim={key:`${o}|${u}`,answer:w},l.simKey=j,R(["chances"]),e.dataset.simulated=j)}function b(){n("hide-answers").checked=r.hidden,n("answer-boxes").hidden=r.hidden,n("answers-hidden").hidden=!r.hidden}async function $(){let o=n("mine").value.trim();if(!o){Y(Dt,n("verdict")),e.dataset.checked="";return}let u=await s.call("check",r.text,ee(r.rules,c),o);u!==null&&(Y(Wt(u),n("verdict")),e.dataset.checked=o)}function v(){if(!p)return;clearInterval(p.interval);let o=p.kind;p=null,R([o==="turn"?"layers":"rounds"])}function S(o){let u=gt(r,c);u!==a.read()&&a.write(u,o)}let k=150,M=null;function T(o){e.dataset.busy=String(o),clearTimeout(M),o?M=setTimeout(()=>n("status").textContent="Computing\u2026",k):n("status").textContent&&(n("status").textContent="")}let C=!1;async function L(o,u){let j=++f;C=!0,h++,s.cancel(),v(),S(o),T(!0);let w=ee(r.rules,c),_=w!==l.sweepKey,I=[r.text,w,r.turn,_];if(i||await s.load(),j!==f)return;let U=l.problem?null:s.firstNow("quick_answers",r.text,w),J=performance.now();if(U?.ok&&(X(U.ok),await G(),j!==f))return;e.dataset.waitedMs=(performance.now()-J).toFixed(2);let F=performance.now(),ue=s.now("quick_view",...I)??await s.call("view",...I);ue===null||j!==f||(e.dataset.engineMs=(performance.now()-F).toFixed(2),C=!1,N(ue,w),W(u))}function H(o,u){l.sweep=o,l.sweepKey=u}function N(o,u){if(o.sweep&&H(o.sweep,u),o.error||o.analysis.error){l.problem=o.error??o.analysis.error,l.practice=o.practice??null;return}l.problem=null,l.a=o.analysis.ok,l.layers=o.layers??[],l.lastStarts=l.a.solve.starts;let{board:j}=l.a.solve.rules,{cell:w,pair:_}=r,I=w&&l.layers[w.player]?.ok?.grid?.[w.space-1]?.[w.score]!==void 0,U=_&&_[0]<=j&&_[1]<=j;r={...r,turn:o.turn,cell:I?w:null,pair:U?_:null}}async function P(o){if(C)return L(!1,o);let u=++f;if(s.cancel(),!l.a)return;T(!0);let j=[r.text,ee(r.rules,c),r.turn];i||await s.load();let w=s.now("quick_layers",...j)??await s.call("layers",...j);w===null||u!==f||(l.layers=w.ok??[],R(["layers","rounds"],o),m(),A())}function B(){let o=n("turn-fig").clientWidth;return Math.max(280,Math.min(720,o>0?o:640))}function W(o){V(),R(Object.keys(et),o),l.problem||(m(),A())}function V(){let o=l.problem,u=n("problem");u.hidden=!o;let j=o?.wrapped_space&&o.line&&re(r.text)?d` <button type="button" id="fix-start" @click=${I=>g.fix(o.line-1,o.wrapped_space,I)}>Put player
          ${o.line} on space ${o.wrapped_space}</button> <span class="help">(where space
          ${re(r.text)[o.line-1]} comes to, counted round this board)</span>`:"";Y(o?d`${o.message}${j}`:"",u),o&&(u.dataset.kind=o.kind),e.dataset.stale=String(!!o);let w=o?.kind==="input";Se(n,r,c,o?null:l.a?.solve.rules??null,l.lastStarts,g,w);let _=o?.kind==="refused";_&&(u.hidden=!0),E(o?null:l.a,_?{problem:o,practice:l.practice}:null),n("reset").disabled=mt(r,c)}function R(o,u){let j=performance.now();if(l.a){let w=B(),_=l.simKey?.startsWith(`${r.text}|${ee(r.rules,c)}|`)?l.sim:null,I={a:l.a,layers:l.layers,sweep:l.sweep,scan:l.scan,sim:_,state:r,act:g,width:w,playing:p?.kind??null},U=l.a.solve,J=l.problem?d`<p class="stale-note" role="note">Out of date: this shows the last game played (players on
          ${U.starts.join(", ")}, a board of ${U.rules.board} spaces), not the one above, until it is fixed.</p>`:"";for(let F of o){let{words:ue,figure:Xt}=et[F](I);Y(d`${J}${ue}`,n(`${F}-words`)),Y(Xt,n(`${F}-fig`))}}else for(let w of o)Y(d`<p class="help">Shown once the game above is one the engine can play.</p>`,n(`${w}-words`));T(!1),e.dataset.drawMs=(performance.now()-j).toFixed(2),u&&u.timeStamp!==void 0&&(e.dataset.redrawMs=(performance.now()-u.timeStamp).toFixed(2))}function X(o){Y(y(o.practice.answer,!1,!0),n("part1")),Y(y(o.dirac.answer,!1,!0),n("part2"));for(let u of["part1-how","part2-how"])n(u).classList.add("stale")}function G(){return new Promise(o=>requestAnimationFrame(()=>setTimeout(o,0)))}function D(o){Y(y(o.answer,!1,!0),n("part1")),Y(d`Player ${o.winner} reaches the target first, after ${y(o.turns_played)} turns of all
      players (${y(o.die_rolls)} rolls): lowest score ${y(o.lowest)} × ${y(o.die_rolls)} rolls.`,n("part1-how"))}function ae(o){return o?d`<details id="refusal-plan"><summary>The plan: ${o.time} on the reference CPU and ${o.held} of memory</summary>
      <table class="plan"><thead><tr><th>work</th><th>count</th><th>steps</th></tr></thead><tbody>
      ${o.work.map(u=>d`<tr><td>${u.op}</td><td>${y(u.count)}</td><td>${y(u.steps)}</td></tr>`)}
      </tbody></table>
      <p>In all ${y(o.steps)} steps, a step a nanosecond of work on the reference CPU; on the ${o.kernel} kernel.</p></details>`:""}function E(o,u=null){for(let _ of["part1-how","part2-how"])n(_).classList.remove("stale");if(!o){for(let _ of["part1","part2"])Y("\u2014",n(_));for(let _ of["part1-how","part2-how"])Y("",n(_));u?.practice&&D(u.practice),u&&Y(d`<span id="refusal" role="alert">Not computed here: ${u.problem.message}. ${u.problem.by_limits?d`These are the page's own limits, kept small for a browser tab; the <code>dirac</code> command's are
            larger and can be raised (<code>--max-work</code>, <code>--max-memory</code>).`:"This is a fixed size of dirac's, the same on the command line."}</span>${ae(u.problem.plan)}`,n("part2-how"));return}let{practice:j,dirac:w}=o.solve;D(j),Y(y(w.answer,!1,!0),n("part2")),Y(d`Player ${w.leader} wins in the most universes, of ${y(w.total)} in all.${o.solve.contrast?` ${o.solve.contrast}`:""}`,n("part2-how"))}async function z(){await s.first,e.dataset.firstReadyMs=performance.now().toFixed(1),c={rules:s.firstNow("rules"),dice:s.firstNow("dice")},wt(s.firstNow("palette")),ft(F=>s.firstNow("starts_read",F)),r=ke(a.read(),c),b(),vt(c,g,n),n("input").addEventListener("input",F=>{r={...r,text:n("input").value},L(!1,F)}),n("add-player").addEventListener("click",F=>{r=$t(r),L(!0,F)}),n("reset").addEventListener("click",F=>g.reset(F)),n("hide-answers").addEventListener("change",()=>{r={...r,hidden:n("hide-answers").checked},b(),S(!1)}),n("check-form").addEventListener("submit",F=>{F.preventDefault(),$()});let o=B(),u=0;new ResizeObserver(()=>{cancelAnimationFrame(u),u=requestAnimationFrame(()=>{B()!==o&&(o=B(),R(Object.keys(et)))})}).observe(n("turn-fig")),a.onChange(()=>{r=ke(a.read(),c),b(),L(!1)});let j=ee(r.rules,c),w=[r.text,j,r.turn,!1],_=()=>h===0,I=()=>e.dataset.answersMs=performance.now().toFixed(1),U=s.firstNow("quick_answers",r.text,j);U?.ok?(Se(n,r,c,U.ok.rules,U.ok.starts,g),E({solve:U.ok}),I()):U?.error?(l.problem=U.error,V()):(Se(n,r,c,null,null,g),T(!0),n("status").textContent="Computing the answers\u2026"),await G(),await s.load(),i=!0,e.dataset.engineReadyMs=performance.now().toFixed(1),Ht(s.now("scanned"),c.rules);let J=_()?s.now("quick_view",...w):null;if(!J&&_()&&(T(!0),n("status").textContent="Computing the answers\u2026",J=await s.call("view",...w),T(!1)),e.dataset.viewMs=performance.now().toFixed(1),J&&_()&&(N(J,j),V()),e.dataset.answersMs||I(),await G(),_()){let F=s.now("quick_sweep",j)??await s.call("sweep",j);F&&_()&&H(F,j),_()&&W()}e.dataset.ready="true",e.dataset.readyMs=performance.now().toFixed(1)}return z().catch(o=>{let u=n("problem");u.hidden=!1,u.textContent=`The engine could not start: ${o}`;for(let j of["part1","part2"])n(j).textContent||(n(j).textContent="\u2014")})}function Qt(t){return t.replace(/(^|[\s,}])body\[([^\]]*)\]/g,"$1:host([$2])").replace(/(^|[\s,}]):root\b/g,"$1:host").replace(/(^|[\s,}])body\b/g,"$1.page")}function Yt(t){let e=t.indexOf("<main>"),s=t.indexOf("</main>");if(e<0||s<e)throw new Error("the page has no <main>");return t.slice(e,s+7)}function Kt(t){let e=t.get("query");return{read:()=>`?${t.get("query")}`,write(s){e=s.replace(/^\?/,""),t.set("query",e),t.save_changes()},onChange(s){t.on("change:query",()=>{t.get("query")!==e&&s()})}}}var Vt=`:root { --ink: #1d232b; --muted: #5b6673; --line: #d8dde3; --accent: #0072b2; --bg: #f6f7f9; }
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
@media (min-width: 700px) {
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
`;var Gt=`<!DOCTYPE html>
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
`;var Ss=1500;function Ts(t,e){let s=Math.random().toString(36).slice(2),a=new Map,n=0,i=new Map;t.on("msg:custom",l=>{if(l?.view!==s)return;let p=a.get(l.id);a.delete(l.id),p&&p(JSON.parse(l.out))});let c=(l,...p)=>new Promise(f=>{let h=n++;a.set(h,f),t.send({view:s,id:h,call:l,args:p})}),r=l=>l in e?e[l]:null;return{first:Promise.resolve(),load:()=>Promise.resolve(),firstNow:(l,p)=>l==="starts_read"?i.get(p)??null:r(l),now:r,async call(l,...p){if(l!=="view")return c(l,...p);let[f,h]=await Promise.all([c("starts_read",p[0]),c(l,...p)]);return f&&i.set(p[0],f),h},async remember(l){let p=await c("starts_read",l);p&&i.set(l,p)},cancel(){for(let l of a.values())l(null);a.clear()}}}var un={async render({model:t,el:e}){let s=t.get("_meta"),a=e.attachShadow({mode:"open"});a.innerHTML=`<style>${Qt(Vt)}</style><div class="page">${Yt(Gt)}</div>`;let n=Ts(t,s),i=Kt(t),c=a.getElementById("status"),r=setTimeout(()=>{c.textContent=`Waiting for the notebook's kernel, which computes this explorer: run the
        notebook (or let its running cell finish) to explore. The game: ${t.get("query")}.`},Ss);return await n.remember(ke(i.read(),s).text),clearTimeout(r),c.textContent="",Ft({root:a,host:e,engine:n,store:i}),()=>n.cancel()}};export{un as default};
/**
 * @license
 * Copyright 2017 Google LLC
 * SPDX-License-Identifier: BSD-3-Clause
 */
