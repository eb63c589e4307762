export default function Page() {
  return <h1 className="text-2xl font-bold">dropshipping-tools-page</h1>;
}
