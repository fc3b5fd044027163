/** "Print the week" (issue 39): being built. */
export default function PrintWeekPage() {
  return <main>Print the week</main>;
}
