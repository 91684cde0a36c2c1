/** Folds case and accents, as the API's search does: "Überlaufen" matches "uberlaufen". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
