// Standalone entry (own index.html with a mock shell); the portal loads './app' through federation instead.
import('./standalone');
