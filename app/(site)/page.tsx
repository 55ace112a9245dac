import { site } from "@/content/site";

export default function HomePage() {
  return (
    <main id="main">
      <h1>{site.name}</h1>
    </main>
  );
}
