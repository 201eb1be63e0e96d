// Placeholder until this page is built (see the issue for its feature).
export default function OrgLoginPage() {
  return <p>Coming soon.</p>;
}
