// The element each area renders into, created on first use inside the shell's main region.
export function areaElement(areaId: string): HTMLElement {
  const id = `area-${areaId}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    document.getElementById('portal-areas')?.appendChild(element);
  }
  return element;
}
