/** Offers a text as a file download (a Blob behind a temporary link). */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
