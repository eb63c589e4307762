export default function Page() {
  return <h1 className="text-2xl font-bold">coming-soon-page</h1>;
}
