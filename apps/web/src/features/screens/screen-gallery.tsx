import { SCREEN_GALLERY, type TGalleryScreen } from '@pantau/contracts';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Ready screens: opening one fills the builder and runs it. */
export function ScreenGallery({ onOpen }: { onOpen: (screen: TGalleryScreen) => void }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Gallery</CardTitle>
        <CardDescription>Ready screens to run as they are or to start from.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Gallery screens" className="space-y-3">
          {SCREEN_GALLERY.map((screen) => (
            <li key={screen.slug} className="rounded-lg border border-border p-3">
              <h3 className="text-sm font-semibold">{screen.name}</h3>
              <p className="mt-1 text-xs text-muted">{screen.description}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                aria-label={`Open ${screen.name}`}
                onClick={() => onOpen(screen)}
              >
                Open
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
