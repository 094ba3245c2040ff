import { NotFoundPanel } from "@/components/shell/not-found-panel";

// A page of the app called notFound(): shown inside the app shell, with the navigation.
export default function AppNotFound() {
  return (
    <div className="max-w-xl">
      <NotFoundPanel />
    </div>
  );
}
