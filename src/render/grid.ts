/**
 * A bucket grid over boxes: what may meet a box, without a look at everything placed. Each box
 * goes into every cell it reaches (coordinates outside the grid fall into its edge cells); a
 * query lists each box whose cells meet the query's cells once, in the order the boxes were added,
 * so sums over the answers come out bit for bit as sums over every box would (a box that does
 * not meet adds nothing). A box that only touches the query still shares a cell with it: the
 * answers are a superset of the boxes that meet or touch it; the caller tests them exactly.
 */
/** An axis-aligned box (the shape of labels.ts's Box, and of plan/label-board.ts's, kept here so neither imports the other). */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export class BoxGrid<T> {
  readonly items: T[] = [];
  private readonly boxes: Box[] = [];
  /** Each cell's items, made when the first item reaches it (most cells of a sparse grid stay empty). */
  private readonly cells: (number[] | undefined)[];
  private readonly cols: number;
  private readonly rows: number;
  private readonly x0: number;
  private readonly y0: number;
  /** Cells per unit across and down (the inverse of a cell's width and height). */
  private readonly perX: number;
  private readonly perY: number;
  /** The query that last listed each item, so an item in many cells is listed once. */
  private seen: Uint32Array = new Uint32Array(64);
  private query = 0;
  private readonly found: number[] = [];

  /**
   * @param bounds the area most boxes lie in
   * @param cell the side of a cell, in the same units (about the size of a typical box)
   */
  constructor(bounds: Box, cell: number) {
    const w = Math.max(bounds.x1 - bounds.x0, cell);
    const h = Math.max(bounds.y1 - bounds.y0, cell);
    this.cols = Math.max(1, Math.min(128, Math.ceil(w / cell)));
    this.rows = Math.max(1, Math.min(128, Math.ceil(h / cell)));
    this.x0 = bounds.x0;
    this.y0 = bounds.y0;
    // A multiplication per lookup rather than a division: any rounding at a cell's edge is the
    // same for every box and query (the mapping stays monotone), so what meets still shares a cell.
    this.perX = this.cols / w;
    this.perY = this.rows / h;
    this.cells = new Array<number[] | undefined>(this.cols * this.rows).fill(undefined);
  }

  private col(x: number): number {
    const c = Math.floor((x - this.x0) * this.perX);
    return c < 0 ? 0 : c >= this.cols ? this.cols - 1 : c;
  }

  private row(y: number): number {
    const r = Math.floor((y - this.y0) * this.perY);
    return r < 0 ? 0 : r >= this.rows ? this.rows - 1 : r;
  }

  /** Add an item that occupies `box`. */
  add(box: Box, item: T): void {
    const index = this.items.length;
    this.items.push(item);
    this.boxes.push(box);
    if (index >= this.seen.length) {
      const more = new Uint32Array(this.seen.length * 2);
      more.set(this.seen);
      this.seen = more;
    }
    const c1 = this.col(box.x1);
    const r1 = this.row(box.y1);
    for (let r = this.row(box.y0); r <= r1; r++)
      for (let c = this.col(box.x0); c <= c1; c++) {
        const cell = this.cells[r * this.cols + c];
        if (cell) cell.push(index);
        else this.cells[r * this.cols + c] = [index];
      }
  }

  /**
   * The indices of the items whose cells meet the cells of the box x0–x1, y0–y1, each once,
   * ascending unless `sorted` is false (for a caller whose answer does not depend on order).
   * The array is reused by the next query.
   */
  near(x0: number, y0: number, x1: number, y1: number, sorted = true): readonly number[] {
    const n = this.scan(x0, y0, x1, y1, sorted);
    const found = this.found;
    found.length = n;
    for (let k = 0; k < n; k++) found[k] = this.hits[k]!;
    return found;
  }

  /** What the last {@link scan} found: item indices, the first `count` of them (it returned). */
  hits: Int32Array = new Int32Array(64);

  /**
   * {@link near} into {@link hits}, which only grows, so a query allocates nothing: the number
   * of items found, each once, ascending unless `sorted` is false. The next scan overwrites it.
   */
  scan(x0: number, y0: number, x1: number, y1: number, sorted = true): number {
    if (this.items.length === 0) return 0;
    if (this.hits.length < this.items.length) this.hits = new Int32Array(2 * this.items.length);
    const hits = this.hits;
    let n = 0;
    const q = ++this.query;
    const c0 = this.col(x0);
    const c1 = this.col(x1);
    const r1 = this.row(y1);
    let ascending = true;
    for (let r = this.row(y0); r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const cell = this.cells[r * this.cols + c];
        if (!cell) continue;
        for (let k = 0; k < cell.length; k++) {
          const i = cell[k]!;
          if (this.seen[i] === q) continue;
          this.seen[i] = q;
          if (n > 0 && i < hits[n - 1]!) ascending = false;
          hits[n++] = i;
        }
      }
    if (sorted && !ascending) {
      if (n > 32) hits.subarray(0, n).sort();
      else
        for (let k = 1; k < n; k++) {
          const v = hits[k]!;
          let j = k - 1;
          while (j >= 0 && hits[j]! > v) {
            hits[j + 1] = hits[j]!;
            j--;
          }
          hits[j + 1] = v;
        }
    }
    return n;
  }

  /**
   * Whether any item's box overlaps the box x0–x1, y0–y1 with some area (touching is not
   * overlapping), as `overlaps` in labels.ts decides it.
   */
  anyOverlapping(x0: number, y0: number, x1: number, y1: number): boolean {
    if (this.items.length === 0) return false;
    const c0 = this.col(x0);
    const c1 = this.col(x1);
    const r1 = this.row(y1);
    for (let r = this.row(y0); r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const cell = this.cells[r * this.cols + c];
        if (!cell) continue;
        for (let k = 0; k < cell.length; k++) {
          const b = this.boxes[cell[k]!]!;
          if (b.x0 < x1 && x0 < b.x1 && b.y0 < y1 && y0 < b.y1) return true;
        }
      }
    return false;
  }
}
