import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { documentFixture } from '../fixture';
import { unitModelGltf } from './unit-model';

type Vec3 = [number, number, number];

interface GltfJson {
  nodes: { name?: string; mesh?: number; translation?: number[]; children?: number[] }[];
  meshes: { primitives: { attributes: Record<string, number>; indices?: number; material?: number }[] }[];
  accessors: { min?: number[]; max?: number[]; count: number }[];
  materials: { name?: string; pbrMetallicRoughness?: { baseColorFactor?: number[] } }[];
}

/** The JSON chunk of a GLB (glTF 2.0 section 4.4). */
function glbJson(glb: Uint8Array): GltfJson {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  expect(view.getUint32(0, true)).toBe(0x46546c67); // 'glTF'
  expect(view.getUint32(4, true)).toBe(2);
  const length = view.getUint32(12, true);
  expect(view.getUint32(16, true)).toBe(0x4e4f534a); // 'JSON'
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length))) as GltfJson;
}

/** The world bounding box of the meshes of the nodes whose name passes `filter`: POSITION min/max plus the
 * translations of the node and its parents (the model uses no rotation or scale). */
function bounds(json: GltfJson, filter: (name: string) => boolean = () => true) {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  const visit = (index: number, offset: number[]) => {
    const node = json.nodes[index];
    if (!node) {
      return;
    }
    const t = node.translation ?? [0, 0, 0];
    const here = offset.map((o, i) => o + (t[i] ?? 0));
    if (node.mesh !== undefined && filter(node.name ?? '')) {
      for (const primitive of json.meshes[node.mesh]?.primitives ?? []) {
        const accessor = json.accessors[primitive.attributes.POSITION ?? -1];
        for (const i of [0, 1, 2] as const) {
          min[i] = Math.min(min[i], (accessor?.min?.[i] ?? 0) + (here[i] ?? 0));
          max[i] = Math.max(max[i], (accessor?.max?.[i] ?? 0) + (here[i] ?? 0));
        }
      }
    }
    for (const child of node.children ?? []) {
      visit(child, here);
    }
  };
  const children = new Set(json.nodes.flatMap((n) => n.children ?? []));
  json.nodes.forEach((_, i) => !children.has(i) && visit(i, [0, 0, 0]));
  return { min, size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]] as Vec3 };
}

describe('unitModelGltf (issue 8: the glTF validates and matches the outer dimensions)', async () => {
  const ctx = documentFixture();
  const glb = await unitModelGltf(ctx);
  const json = glbJson(glb);
  const { lengthMm, externalWidthMm, externalHeightMm } = ctx.selection.unit.dimensions;
  const outer: Vec3 = [lengthMm / 1000, externalHeightMm / 1000, externalWidthMm / 1000];

  it('passes the Khronos glTF validator without errors', async () => {
    const report = await validateBytes(glb, { format: 'glb', maxIssues: 0, writeTimestamp: false });
    expect(report.issues.messages.filter((m) => m.severity === 0)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
  });

  it("has the casing of the catalogue's outer dimensions (x length, y height, z width) within 1 %", () => {
    const casing = bounds(json, (name) => name === 'casing');
    casing.size.forEach((size, i) => expect(Math.abs(size / (outer[i] ?? 0) - 1)).toBeLessThan(0.01));
    expect(casing.min[1]).toBeCloseTo(0, 6);
  });

  it('keeps the whole model within the envelope but for the spigots (x) and the doors standing 5 mm proud (z)', () => {
    const all = bounds(json);
    expect(all.size[0]).toBeCloseTo(outer[0] + 2 * 0.1, 5);
    expect(Math.abs(all.size[1] / outer[1] - 1)).toBeLessThan(0.01);
    expect(Math.abs(all.size[2] / outer[2] - 1)).toBeLessThan(0.01);
  });

  it('has the partitions, doors on the service side and four spigots of the duct size', () => {
    const names = json.nodes.map((n) => n.name ?? '');
    expect(names.filter((n) => n.startsWith('partition-'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('door-')).length).toBeGreaterThanOrEqual(6);
    expect(names.filter((n) => n.startsWith('spigot-')).sort()).toEqual([
      'spigot-EHA',
      'spigot-ETA',
      'spigot-ODA',
      'spigot-SUP',
    ]);
    const spigot = bounds(json, (name) => name === 'spigot-ODA');
    expect(spigot.size.map((s) => Math.round(s * 1000))).toEqual([100, 200, 800]);
    // The doors start at the service side's panel (z = width / 2 about the middle).
    expect(bounds(json, (name) => name.startsWith('door-')).min[2]).toBeCloseTo(outer[2] / 2, 6);
    expect(json.materials.map((m) => m.name)).toEqual(['casing', 'partition', 'door', 'spigot']);
  });

  it('winds every triangle counter-clockwise seen from outside (back-face culling shows the right faces)', async () => {
    const { NodeIO } = await import('@gltf-transform/core');
    const doc = await new NodeIO().readBinary(glb);
    for (const mesh of doc.getRoot().listMeshes()) {
      for (const primitive of mesh.listPrimitives()) {
        const p = primitive.getAttribute('POSITION')?.getArray() ?? [];
        const n = primitive.getAttribute('NORMAL')?.getArray() ?? [];
        const idx = primitive.getIndices()?.getArray() ?? [];
        for (let i = 0; i < idx.length; i += 3) {
          const [a, b, c] = [idx[i] ?? 0, idx[i + 1] ?? 0, idx[i + 2] ?? 0].map((k) => k * 3) as [
            number,
            number,
            number,
          ];
          const u = [0, 1, 2].map((k) => (p[b + k] ?? 0) - (p[a + k] ?? 0));
          const v = [0, 1, 2].map((k) => (p[c + k] ?? 0) - (p[a + k] ?? 0));
          const cross = [
            (u[1] ?? 0) * (v[2] ?? 0) - (u[2] ?? 0) * (v[1] ?? 0),
            (u[2] ?? 0) * (v[0] ?? 0) - (u[0] ?? 0) * (v[2] ?? 0),
            (u[0] ?? 0) * (v[1] ?? 0) - (u[1] ?? 0) * (v[0] ?? 0),
          ];
          expect(cross.reduce((sum, x, k) => sum + x * (n[a + k] ?? 0), 0)).toBeGreaterThan(0);
        }
      }
    }
  });
});
