export default function Page() {
  return <h1 className="text-2xl font-bold">not-found-page</h1>;
}
