"""The phone pages: one small HTML document per view with its CSS and JavaScript inline (the
venue may have no internet: nothing is loaded from elsewhere). The page carries its first data,
so it shows at once; then it asks its JSON (``pairings.json`` ...) again every few seconds with
``If-None-Match``, which costs a "304 Not Modified" while nothing changed.

"My table" is the player's name, kept in the phone's ``localStorage`` (per event address) when
they tap it, or from ``?me=NAME`` in the address. Names are put in with ``textContent`` (never
parsed as HTML) and ``dir="auto"``, so a right-to-left name reads right and no name can inject
markup.
"""

from __future__ import annotations

import html
import json
from typing import Any

TITLES = {"pairings": "Pairings", "standings": "Standings", "clock": "Clock", "bracket": "Top cut"}
POLL_SECONDS = {"pairings": 10, "standings": 15, "clock": 5, "bracket": 15}

_CSS = """
*{box-sizing:border-box}
body{margin:0;font:16px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;
background:#f6f6f8;color:#1b1b1f}
header{background:#2c2f6b;color:#fff;padding:10px 12px 0}
header h1{font-size:17px;margin:0 0 6px;font-weight:600;overflow-wrap:anywhere}
nav{display:flex;gap:2px}
nav a{flex:1;text-align:center;color:#dfe0ff;text-decoration:none;padding:9px 0;font-size:15px;
border-radius:8px 8px 0 0}
nav a.on{background:#f6f6f8;color:#1b1b1f;font-weight:600}
main{padding:10px 12px 40px;max-width:720px;margin:0 auto}
h2{font-size:20px;margin:4px 0 8px}
.muted{color:#62626e;font-size:14px}
input[type=search]{width:100%;font-size:17px;padding:10px 12px;border:1px solid #b8b8c4;
border-radius:10px;margin:0 0 10px;background:#fff}
.me{background:#fff4c2;border:1px solid #e3c64a;border-radius:10px;padding:10px 12px;
margin:0 0 10px}
.me b{font-size:20px}
.me button,.linkish{background:none;border:0;color:#2c2f6b;text-decoration:underline;font:inherit;
padding:0;cursor:pointer}
.tables{list-style:none;margin:0;padding:0}
.tables li{display:flex;align-items:center;background:#fff;border-radius:10px;margin:0 0 6px;
padding:8px 10px;box-shadow:0 1px 2px #0002}
.tables li.mine{outline:3px solid #e3c64a}
.tn{min-width:3.2em;font-size:24px;font-weight:700;text-align:center;margin-right:8px}
.who{flex:1;min-width:0}
.who button{display:flex;justify-content:space-between;width:100%;background:none;border:0;
font:inherit;color:inherit;text-align:start;padding:3px 0;cursor:pointer}
.who button span:first-child{overflow-wrap:anywhere}
.pts{color:#62626e;margin-inline-start:8px;white-space:nowrap}
.scroll{overflow-x:auto;background:#fff;border-radius:10px;box-shadow:0 1px 2px #0002}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{padding:7px 4px;border-bottom:1px solid #e4e4ea;text-align:end;white-space:nowrap}
td:first-child,th:first-child{padding-inline-start:8px}td:last-child,th:last-child{padding-inline-end:8px}
th{font-size:13px;color:#62626e;font-weight:600}
td.name,th.name{text-align:left;white-space:normal;overflow-wrap:anywhere;min-width:6em}
tr.mine td{background:#fff4c2}
.dropped{color:#8a8a96}
.digits{font:700 25vw/1 ui-monospace,"DejaVu Sans Mono",monospace;text-align:center;
margin:18px 0 6px;letter-spacing:-1px}
.status{text-align:center;font-weight:700;letter-spacing:1px;text-transform:uppercase}
.running{color:#1f7a3a}.paused{color:#a86400}.called{color:#b3261e}
.ext li{background:#fff;border-radius:10px;margin:0 0 6px;padding:8px 10px;list-style:none;
display:flex;justify-content:space-between}
.ext{padding:0}
.round h3{margin:14px 0 6px;font-size:17px}
.match{background:#fff;border-radius:10px;margin:0 0 6px;padding:6px 10px;
box-shadow:0 1px 2px #0002}
.match div{display:flex;gap:8px;padding:2px 0}
.seed{color:#62626e;min-width:2em}
.won{font-weight:700}
.champ{background:#fff4c2;border-radius:10px;padding:10px 12px;font-size:18px;margin:8px 0}
"""

_JS = r"""
const S=JSON.parse(document.getElementById("d").textContent);
const V=S.view,KEY="tourney:"+location.pathname.split("/")[1]+":me";
let data=S.data,etag=S.etag,offset=S.now*1000-Date.now();
const given=new URLSearchParams(location.search).get("me");
if(given!==null){setMe(given,false);history.replaceState(null,"",location.pathname)}
const main=document.getElementById("m");
function el(t,c,x){const e=document.createElement(t);if(c)e.className=c;
if(x!==undefined&&x!==null)e.textContent=x;return e}
function nm(t,c,x){const e=el(t,c,x);e.dir="auto";return e}
function fold(s){return(s||"").normalize("NFKD").replace(/[\u0300-\u036f]/g,"").toLowerCase()}
function me(){try{return localStorage.getItem(KEY)||""}catch(e){return""}}
function setMe(n,show=true){try{n?localStorage.setItem(KEY,n):localStorage.removeItem(KEY)}
catch(e){}if(show)render()}
let query="",box=null;
function search(ph){if(box)return box;const i=el("input");i.type="search";i.placeholder=ph;
i.setAttribute("aria-label",ph);i.oninput=()=>{query=i.value;fill()};return box=i}
function none(what){main.replaceChildren(el("p","muted",what+" This page updates by itself."))}
let fill=()=>{};
function meCard(parts){const c=el("div","me");parts.forEach(p=>c.append(p));
const b=el("button",null,"not me");b.onclick=()=>setMe("");c.append(" · ",b);return c}
function pairings(){const p=data.published;if(!p){none("Pairings are not published yet.");return}
const h=el("h2",null,p.title),list=el("ul","tables"),mine=me();
const info=el("p","muted","Tap your name to keep your table at the top.");
const top=el("div");
for(const t of p.tables)if(mine&&(t.a===mine||t.b===mine)){
const opp=t.a===mine?t.b:t.a;const w=el("span");
w.append(t.table?el("b",null,"Table "+t.table):el("b",null,"Bye"));
if(opp){w.append(" vs ");w.append(nm("span",null,opp))}
top.append(meCard([nm("div",null,mine),w]))}
fill=()=>{const q=fold(query);list.replaceChildren();
for(const t of p.tables){if(q&&!fold(t.a).includes(q)&&!fold(t.b).includes(q))continue;
const li=el("li",(mine&&(t.a===mine||t.b===mine))?"mine":null);
li.append(el("div","tn",t.table?String(t.table):"–"));const who=el("div","who");
for(const [n,pt] of [[t.a,t.a_points],[t.b,t.b_points]]){const b=el("button");
if(n){b.append(nm("span",null,n),el("span","pts",pt+" pts"));b.onclick=()=>setMe(n)}
else b.append(el("span","muted","BYE"));who.append(b)}li.append(who);list.append(li)}};
fill();main.replaceChildren(h,top,search("Find a name"),list,info)}
function standings(){const p=data.published;if(!p){none("Standings are not published yet.");return}
const mine=me(),h=el("h2",null,p.title),box=el("div","scroll"),tb=el("table");
const head=el("tr");for(const [c,k] of [["#"],["Player","name"],["Pts"],["W-L-D"]]
.concat(p.columns.map(c=>[c])))head.append(el("th",k,c));
const body=el("tbody");tb.append(el("thead"),body);tb.firstChild.append(head);box.append(tb);
const top=el("div");
for(const r of p.rows)if(r.player===mine)top.append(meCard([nm("div",null,mine),
el("b",null,"#"+r.rank+" · "+r.points+" pts · "+r.record)]));
fill=()=>{const q=fold(query);body.replaceChildren();for(const r of p.rows){
if(q&&!fold(r.player).includes(q))continue;
const tr=el("tr",r.player===mine?"mine":(r.dropped?"dropped":null));
tr.append(el("td",null,String(r.rank)));
const n=el("td","name");
n.append(nm("span",null,r.player),r.dropped?" (dropped)":"");
n.onclick=()=>setMe(r.player);tr.append(n,el("td",null,String(r.points)),el("td",null,r.record));
for(const f of r.figures)tr.append(el("td",null,f));body.append(tr)}};
fill();main.replaceChildren(h,top,search("Find a name"),box)}
function mmss(s){const neg=s<0;s=Math.abs(Math.trunc(s));
return(neg?"-":"")+Math.floor(s/60)+":"+String(s%60).padStart(2,"0")}
function left(t){if(t.ends_at!=null)return t.ends_at-(Date.now()+offset)/1000;
if(t.remaining_seconds!=null)return t.remaining_seconds;return null}
function clock(){const d=data;if(d.round==null){none("No round is paired yet.");return}
const s=left(d),h=el("h2",null,d.title),dg=el("div","digits");
let st=d.status;if(st==="running"&&s!==null&&s<=0)st="time called";
dg.textContent=st==="finished"||st==="not started"?"--:--":(s===null?"∞":mmss(s));
const cls={"running":"running","paused":"paused","time called":"called"}[st]||"muted";
dg.classList.add(cls);const stt=el("div","status "+cls,st);main.replaceChildren(h,dg,stt);
if(st==="not started"&&d.limit_minutes)main.append(el("p","muted",d.limit_minutes+
" minutes once the round starts."));
if(d.ends_at_text&&st==="running")main.append(el("p","muted",
"Time is called at "+d.ends_at_text+"."));
if(d.tables&&d.tables.length){main.append(el("h3",null,"Tables with extra time"));
const ul=el("ul","ext");for(const t of d.tables){const li=el("li");const x=left(t);
li.append(el("b",null,"Table "+t.table),el("span",null,"+"+t.extra_minutes+" min · "+
(x===null?t.status:mmss(x))));ul.append(li)}main.append(ul)}}
function bracket(){const p=data.published;if(!p){none("The top cut is not published yet.");return}
const parts=[el("h2",null,"Top "+p.size)];if(p.champion){const c=el("div","champ");
c.append("Champion: ",nm("b",null,p.champion));parts.push(c)}const R=p.rounds.length;
for(const r of p.rounds){const sec=el("section","round");const k=R-r.number;
sec.append(el("h3",null,k===0?"Final":k===1?"Semifinals":k===2?"Quarterfinals":"Round "+r.number));
for(const m of r.matches){const box=el("div","match");for(let i=0;i<2;i++){const row=el("div");
row.append(el("span","seed",m.seeds[i]?"("+m.seeds[i]+")":""));
const n=nm("span",m.winner&&m.winner===m.players[i]?"won":"",m.players[i]||"to be decided");
row.append(n);box.append(row)}if(m.table)box.append(el("div","muted","Table "+m.table));
sec.append(box)}parts.push(sec)}main.replaceChildren(...parts)}
const R={pairings,standings,clock,bracket};
function render(){const typing=box&&document.activeElement===box;R[V]();if(typing)box.focus()}
async function poll(){try{const h=etag?{"If-None-Match":etag}:{};
const r=await fetch(V+".json",{headers:h,cache:"no-store"});
const n=r.headers.get("X-Tourney-Now");if(n)offset=parseFloat(n)*1000-Date.now();
if(r.status===200){etag=r.headers.get("ETag");data=await r.json();render()}}catch(e){}}
render();setInterval(poll,S.poll*1000);if(V==="clock")setInterval(render,1000);
"""


def page(view: str, data: dict[str, Any], etag: str, now: float) -> bytes:
    """The HTML of ``view`` with its first data (and that data's ETag) inside."""
    event = str(data.get("event", ""))
    state = {"view": view, "data": data, "etag": etag, "now": now, "poll": POLL_SECONDS[view]}
    # "<" escaped so no name can close the script element.
    payload = json.dumps(state, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    links = "".join(
        f'<a href="{name}"{" class=on" if name == view else ""}>{title}</a>'
        for name, title in TITLES.items()
    )
    text = (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{html.escape(TITLES[view])} · {html.escape(event)}</title>"
        f"<style>{_CSS}</style></head><body>"
        f'<header><h1 dir="auto">{html.escape(event)}</h1><nav>{links}</nav></header>'
        '<main id="m"><noscript>This page needs JavaScript to show the event.</noscript></main>'
        f'<script type="application/json" id="d">{payload}</script>'
        f"<script>{_JS}</script></body></html>\n"
    )
    return text.encode("utf-8")
