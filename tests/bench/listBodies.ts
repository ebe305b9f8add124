// The List requests of the records bench, by name, for a store of n records filled by records.ts (its dates are
// T0 + i minutes; every hundredth record holds 稀有, every thousandth 罕见). The bench tools ask the same ones.
export const T0 = Date.UTC(2024, 0, 1);

export function listBodies(n: number, million = false): Record<string, object> {
  return {
    page1: { currentPage: 1, pageSize: 20 },
    keyword: { currentPage: 1, pageSize: 20, keyword: million ? '罕见' : '稀有' },
    range: { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ dateField103: [T0 + n * 30_000, T0 + n * 36_000] }) },
    sort: { currentPage: 1, pageSize: 20, sidx: 'dateField103', sort: 'asc' },
    // The supplier (供应商) column, sortable in the bench's definition (records.ts): text in code-point order.
    textSort: { currentPage: 1, pageSize: 20, sidx: 'comInputField102', sort: 'asc' },
    page500: { currentPage: 500, pageSize: 20 },
  };
}
