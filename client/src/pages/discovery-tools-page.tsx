export default function Page() {
  return <h1 className="text-2xl font-bold">discovery-tools-page</h1>;
}
