// Latent semantic analysis (Deerwester et al. 1990) trained on a corpus's own text, no download:
// a tf-idf term x document matrix over the corpus's turns, reduced to its top `dimensions`
// singular directions by randomized SVD (Halko, Martinsson & Tropp 2011: a Gaussian sketch,
// `powerIterations` rounds of A·Aᵀ with re-orthonormalization, then the SVD of the small
// projected matrix through its Gram matrix's eigenvectors). A text is embedded by folding its
// tf-idf vector into that space (Uᵀx) and normalizing, so cosine similarity is a dot product.
// Used by scripts/bench/tune-hybrid.ts to measure an embedder that knows the corpus's
// co-occurrences ("grandma" near "birthday", "kitchen appliance" near "toaster").
import { mulberry32 } from "@/lib/utils/mulberry32";

export type LsaOptions = { dimensions: number; oversample?: number; powerIterations?: number; minDocumentFrequency?: number; seed?: number };
export type LsaSpace = { dimensions: number; singularValues: number[]; embed: (terms: readonly string[]) => number[] };

type Sparse = { index: number[]; weight: number[] };

// Orthonormalizes the columns of an m x l column-major matrix in place (modified Gram-Schmidt,
// twice: one pass loses orthogonality on ill-conditioned sketches). A column that vanishes stays zero.
function orthonormalize(y: Float64Array, m: number, l: number): void {
  for (let pass = 0; pass < 2; pass++) {
    for (let j = 0; j < l; j++) {
      const cj = j * m;
      for (let i = 0; i < j; i++) {
        const ci = i * m;
        let d = 0;
        for (let r = 0; r < m; r++) d += y[ci + r]! * y[cj + r]!;
        for (let r = 0; r < m; r++) y[cj + r]! -= d * y[ci + r]!;
      }
      let norm = 0;
      for (let r = 0; r < m; r++) norm += y[cj + r]! * y[cj + r]!;
      norm = Math.sqrt(norm);
      for (let r = 0; r < m; r++) y[cj + r] = norm > 1e-12 ? y[cj + r]! / norm : 0;
    }
  }
}

// Eigen-decomposition of a symmetric l x l matrix (row-major) by cyclic Jacobi rotations:
// eigenvalues and the eigenvectors as columns of a row-major l x l matrix.
export function symmetricEigen(matrix: Float64Array, l: number): { values: number[]; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(l * l);
  for (let i = 0; i < l; i++) v[i * l + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * l + q]! - a[p * l + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p]!;
          const akq = a[k * l + q]!;
          a[k * l + p] = c * akp - s * akq;
          a[k * l + q] = s * akp + c * akq;
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k]!;
          const aqk = a[q * l + k]!;
          a[p * l + k] = c * apk - s * aqk;
          a[q * l + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p]!;
          const vkq = v[k * l + q]!;
          v[k * l + p] = c * vkp - s * vkq;
          v[k * l + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Array.from({ length: l }, (_, i) => a[i * l + i]!), vectors: v };
}

// The top singular directions of the m x n matrix whose columns are `columns` (sparse, term
// indexes below m): U (m x k, column-major) and the singular values, largest first.
export function randomizedSvd(input: { columns: readonly Sparse[]; rows: number; k: number; oversample: number; powerIterations: number; seed: number }) {
  const { columns, rows: m, k } = input;
  const n = columns.length;
  const l = Math.min(k + input.oversample, n, m);
  const random = mulberry32(input.seed >>> 0);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  // y = A·omega, omega n x l Gaussian (drawn column by column of A, row-major n x l).
  const omega = Float64Array.from({ length: n * l }, gaussian);
  const y = new Float64Array(m * l);
  const times = (z: Float64Array) => {
    // y = A·z for z n x l row-major; y column-major m x l.
    y.fill(0);
    columns.forEach((col, j) => {
      for (let e = 0; e < col.index.length; e++) {
        const row = col.index[e]!;
        const w = col.weight[e]!;
        for (let c = 0; c < l; c++) y[c * m + row]! += w * z[j * l + c]!;
      }
    });
  };
  // z = Aᵀ·y, n x l row-major.
  const transposeTimes = () => {
    const z = new Float64Array(n * l);
    columns.forEach((col, j) => {
      for (let e = 0; e < col.index.length; e++) {
        const row = col.index[e]!;
        const w = col.weight[e]!;
        for (let c = 0; c < l; c++) z[j * l + c]! += w * y[c * m + row]!;
      }
    });
    return z;
  };
  times(omega);
  orthonormalize(y, m, l);
  for (let i = 0; i < input.powerIterations; i++) {
    const z = transposeTimes();
    times(z);
    orthonormalize(y, m, l);
  }
  // B = Qᵀ·A (l x n) is z transposed; B·Bᵀ = zᵀz (l x l), whose eigenvectors W give U = Q·W.
  const z = transposeTimes();
  const gram = new Float64Array(l * l);
  for (let j = 0; j < n; j++) {
    for (let a = 0; a < l; a++) {
      const za = z[j * l + a]!;
      if (za === 0) continue;
      for (let b = a; b < l; b++) gram[a * l + b]! += za * z[j * l + b]!;
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) gram[a * l + b] = gram[b * l + a]!;
  const { values, vectors } = symmetricEigen(gram, l);
  const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
  const top = order.slice(0, Math.min(k, l));
  const u = new Float64Array(m * top.length);
  top.forEach((e, c) => {
    for (let i = 0; i < l; i++) {
      const w = vectors[i * l + e]!;
      if (w === 0) continue;
      for (let r = 0; r < m; r++) u[c * m + r]! += w * y[i * m + r]!;
    }
  });
  return { u, k: top.length, singularValues: top.map((e) => Math.sqrt(Math.max(0, values[e]!))) };
}

// Trains an LSA space on documents given as their terms (e.g. lib/embeddings/tokenize's
// contentStems of each turn). Terms in fewer than minDocumentFrequency documents are left out.
export function trainLsa(documents: readonly (readonly string[])[], options: LsaOptions): LsaSpace {
  const minDf = options.minDocumentFrequency ?? 2;
  const df = new Map<string, number>();
  for (const doc of documents) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const vocabulary = new Map<string, number>();
  for (const [t, f] of df) if (f >= minDf) vocabulary.set(t, vocabulary.size);
  const n = documents.length;
  const idf = new Float64Array(vocabulary.size);
  for (const [t, i] of vocabulary) idf[i] = Math.log(n / df.get(t)!);
  // tf-idf with damped counts, each document unit length so long turns do not own the space.
  const vectorOf = (terms: readonly string[]): Sparse => {
    const counts = new Map<number, number>();
    for (const t of terms) {
      const i = vocabulary.get(t);
      if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    const index = [...counts.keys()];
    const weight = index.map((i) => (1 + Math.log(counts.get(i)!)) * idf[i]!);
    const norm = Math.sqrt(weight.reduce((s, w) => s + w * w, 0)) || 1;
    return { index, weight: weight.map((w) => w / norm) };
  };
  const { u, k, singularValues } = randomizedSvd({
    columns: documents.map(vectorOf),
    rows: vocabulary.size,
    k: options.dimensions,
    oversample: options.oversample ?? 20,
    powerIterations: options.powerIterations ?? 2,
    seed: options.seed ?? 1,
  });
  const m = vocabulary.size;
  return {
    dimensions: k,
    singularValues,
    embed(terms) {
      const x = vectorOf(terms);
      const out = new Array<number>(k).fill(0);
      for (let c = 0; c < k; c++) {
        let s = 0;
        for (let e = 0; e < x.index.length; e++) s += x.weight[e]! * u[c * m + x.index[e]!]!;
        out[c] = s;
      }
      const norm = Math.sqrt(out.reduce((s, v) => s + v * v, 0));
      return norm > 0 ? out.map((v) => v / norm) : out;
    },
  };
}
