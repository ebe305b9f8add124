/**
 * LOOM_TEST_CLOCK_GRAIN_MS=1000 npx vitest run --project api: every Date.now() of the test file and of the server
 * it runs in-process is cut down to whole grains, so rows written one after another tie on their time. A list whose
 * order then changes from run to run breaks its ties by something other than the write order, and fails in CI
 * once in a while, whenever two writes share a millisecond. Off by default. A test that needs time to pass moves a
 * fake clock (vi.setSystemTime) rather than waiting, so it holds under this too.
 */
const grain = Number(process.env.LOOM_TEST_CLOCK_GRAIN_MS ?? 0);
if (grain > 1) {
  const realNow = Date.now.bind(Date);
  Date.now = () => Math.floor(realNow() / grain) * grain;
}
