/** Saves text or bytes as a file through a temporary link (the export’s CSV, the photos’ zip, a receipt). */
export function downloadFile(data: string | Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file (the export's CSV). */
export const downloadTextFile = (text: string, fileName: string, type: string) =>
  downloadFile(text, fileName, type);
