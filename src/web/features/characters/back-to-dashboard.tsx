import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
      <Link href="/dashboard" data-testid="button-back-dashboard">
        <ArrowLeft />
        Back to Dashboard
      </Link>
    </Button>
  );
}
