import {readFileSync, existsSync} from 'node:fs';import {gzipSync} from 'node:zlib';
const dist='/tmp/xs'; const html=readFileSync(dist+'/length/angstrom-to-astronomical-unit/index.html','utf8');
const seen=new Set<string>();
const closure=(file:string)=>{ if(seen.has(file)||!existsSync(dist+file))return; seen.add(file); const t=readFileSync(dist+file,'utf8');
for (const m of t.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure('/_astro/'+m[1]);
for (const m of t.matchAll(/"(\/_astro\/[^"]+\.js)"/g)) closure(m[1]);
};
for (const m of html.matchAll(/(?:component-url|src)="([^"]+\.js)"/g)) { closure(m[1]); for (const d of readFileSync(dist+m[1],'utf8').matchAll(/import\("\.\/([^"]+\.js)"\)/g)) closure('/_astro/'+d[1]); }
console.log([...seen].join('\n'));
// attribute by source map: decode mappings roughly: count generated chars per source
const VLQ='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(s:string){const r:number[]=[];let v=0,sh=0;for(const c of s){let d=VLQ.indexOf(c);const cont=d&32;d&=31;v+=d<<sh;if(cont){sh+=5}else{const neg=v&1;v>>=1;r.push(neg?-v:v);v=0;sh=0}}return r}
const per=new Map<string,number>();
for (const f of seen){ if(/react\./.test(f)) continue; const code=readFileSync(dist+f,'utf8'); const total=gzipSync(code).length;
 if(!existsSync(dist+f+'.map')){per.set(f,(per.get(f)??0)+total);continue}
 const map=JSON.parse(readFileSync(dist+f+'.map','utf8')); const lines=code.split('\n'); const chars=new Map<number,number>();
 let src=0; map.mappings.split(';').forEach((line:string,li:number)=>{ let col=0; const segs=line.split(',').filter(Boolean).map(decode); segs.forEach((s,i)=>{col+=s[0]; if(s.length>1)src+=s[1]; const next=i+1<segs.length?col+segs[i+1][0]:lines[li].length; chars.set(src,(chars.get(src)??0)+(next-col));});});
 const tot=[...chars.values()].reduce((a,b)=>a+b,0);
 for(const [s,c] of chars) { const name=map.sources[s].replace(/.*\/(src|node_modules)\//,'$1/'); per.set(name,(per.get(name)??0)+total*c/tot);}
}
const rows=[...per].sort((a,b)=>b[1]-a[1]); let sum=0; for(const [n,v] of rows){sum+=v; console.log(Math.round(v), n)} console.log('total',Math.round(sum));
