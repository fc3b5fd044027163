/**
 * Draws src/ from its imports: one node per slice (each feature, each entity) or per layer group
 * (app + ssr, store + api, components + lib + theme), prints every arrow between nodes and how many floors the
 * drawing stands (the longest chain of arrows, counted in nodes), and fails on an arrow running
 * back up (a cycle between nodes). `npx tsx scripts/importFloors.ts [--arrows]`
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const srcDir = join(root, 'src');
const isTest = (path: string) => /(__tests__|__fixtures__|\.test\.tsx?$|\/test\/)/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !isTest(path) ? [path] : [];
  });
}

/** The node a file of src/ (or contract/) belongs to. */
function nodeOf(pathFromRoot: string): string | null {
  const parts = pathFromRoot.split('/');
  if (parts[0] === 'contract') return 'contract';
  if (parts[0] !== 'src' || parts.length < 3) return null;
  const layer = parts[1];
  if (layer === 'features' || layer === 'entities') return `${layer}/${parts[2]}`;
  if (layer === 'store' || layer === 'api') return 'store+api';
  if (layer === 'components' || layer === 'lib' || layer === 'theme') return 'components+lib+theme';
  // The two entries (the browser's main.tsx beside them, the server renderer in ssr/) compose app/.
  if (layer === 'app' || layer === 'ssr') return 'app+ssr';
  return layer;
}

function importedPath(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('@contract/')) return `contract/${specifier.slice('@contract/'.length)}`;
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(fromFile), specifier));
  return null;
}

const arrows = new Map<string, Set<string>>();
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
for (const file of sourceFiles(srcDir)) {
  const from = nodeOf(relative(root, file));
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = importedPath(file, match[1] ?? match[2]);
    const to = target ? nodeOf(target) : null;
    if (!to || to === from) continue;
    if (!arrows.has(from)) arrows.set(from, new Set());
    arrows.get(from)!.add(to);
  }
}

const floorsFrom = new Map<string, number>();
const onPath: string[] = [];
const backArrows: string[] = [];
function floors(node: string): number {
  const known = floorsFrom.get(node);
  if (known !== undefined) return known;
  if (onPath.includes(node)) {
    backArrows.push([...onPath.slice(onPath.indexOf(node)), node].join(' → '));
    return 0;
  }
  onPath.push(node);
  const below = [...(arrows.get(node) ?? [])].map(floors);
  onPath.pop();
  const height = 1 + Math.max(0, ...below);
  floorsFrom.set(node, height);
  return height;
}

const nodes = [...new Set([...arrows.keys(), ...[...arrows.values()].flatMap((set) => [...set])])].sort();
const featureToFeature = [...arrows].flatMap(([from, to]) =>
  from.startsWith('features/')
    ? [...to].filter((node) => node.startsWith('features/')).map((node) => `${from} → ${node}`)
    : [],
);
if (process.argv.includes('--arrows')) {
  for (const node of nodes) console.log(`${node} → ${[...(arrows.get(node) ?? [])].sort().join(', ')}`);
}
const tallest = Math.max(...nodes.map(floors));
console.log(`${nodes.length} nodes, ${tallest} floors; feature → feature arrows: ${featureToFeature.length}`);
for (const arrow of featureToFeature) console.log(`  ${arrow}`);
for (const loop of backArrows) console.log(`arrow running back up: ${loop}`);
if (backArrows.length > 0) process.exitCode = 1;
