// The federation runtime must negotiate shared modules before any of them is used: start asynchronously.
import('./bootstrap');
