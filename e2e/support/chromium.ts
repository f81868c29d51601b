// Debian's Chromium with the flags this closed-network machine needs: one list for the tests and the bench scripts
// (scripts/lib/chromium.mjs).
import type { LaunchOptions } from '@playwright/test';
import { chromiumLaunchOptions as benchLaunchOptions } from '../../scripts/lib/chromium.mjs';

export const chromiumLaunchOptions: LaunchOptions = benchLaunchOptions;
