// Prints the text of the PDF read from stdin. Run as its own process because pdf.js (inside
// pdf-parse) loads its worker with a dynamic import, which Jest's module sandbox refuses.
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
