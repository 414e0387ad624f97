import request from 'supertest';
import { ATTACHMENTS_BUCKET } from '../../src/server/attachments/attachment-store';
import { attachmentSuite } from '../helpers/attachment-suite';
import * as sample from '../helpers/sample-files';

const suite = attachmentSuite({ CONTACT_RATE_PER_MINUTE: '1000', CONTACT_RATE_PER_DAY: '1000', CONTACT_INVALID_PER_HOUR: '1000' });

function post(bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
  return request(suite.app)
    .post('/api/contact')
    .field('name', 'Mallory')
    .field('email', 'mallory@example.com')
    .field('message', 'Please see the attached file.')
    .attach('attachments', bytes, { filename, contentType });
}

const stored = async () => ({
  submissions: await suite.db.models.ContactSubmission.countDocuments(),
  chunks: await suite.db.native.collection(`${ATTACHMENTS_BUCKET}.chunks`).countDocuments(),
});

describe('hostile attachments', () => {
  test('a file name with path separators and markup is stored flattened and inert, and downloads under a safe name', async () => {
    const res = await post(sample.png(), '..\\..\\Windows/../../etc/<img src=x onerror=alert(1)>.png', 'image/png');
    expect(res.status).toBe(201);
    const [file] = res.body.data.attachments;
    expect(file.filename).toBe('_img src=x onerror=alert(1)_.png');
    expect(file.filename).not.toMatch(/[\\/<>]/);
    const download = await request(suite.app).get(`/api/admin/attachments/${file.id}`).set('Cookie', suite.cookie);
    expect(download.headers['content-disposition']).toBe('attachment; filename="_img src=x onerror=alert(1)_.png"');
    // In the inbox page (server-rendered), the name is text: no tag from it reaches the HTML.
    const page = await request(suite.app).get(`/admin?id=${res.body.data.id}`).set('Cookie', suite.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('_img src=x onerror=alert(1)_.png');
    expect(page.text).not.toContain('<img src=x');
  });

  test('an HTML page disguised as a PDF (name and claimed type) is refused; nothing stored', async () => {
    const res = await post(Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/admin/submissions")</script></body></html>'), 'invoice.pdf', 'application/pdf');
    expect(res.status).toBe(400);
    expect(res.body.fields.attachments).toBe('“invoice.pdf” was not accepted: its content is not one of the accepted types (PDF, PNG, JPEG, WebP, STL, OBJ, 3MF, STEP, DXF or ZIP).');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toEqual({ submissions: 0, chunks: 0 });
  });

  test('a real PDF carrying HTML, named .html, is kept as a PDF: saved as .html.pdf, served as application/pdf, never inline, sandboxed', async () => {
    const res = await post(sample.pdf('<html><script>alert(document.cookie)</script></html>'), 'page.html', 'text/html');
    expect(res.status).toBe(201);
    const [file] = res.body.data.attachments;
    expect(file).toMatchObject({ filename: 'page.html.pdf', content_type: 'application/pdf' });
    const download = await request(suite.app).get(`/api/admin/attachments/${file.id}`).set('Cookie', suite.cookie);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect((await request(suite.app).get(`/api/admin/attachments/${file.id}/preview`).set('Cookie', suite.cookie)).status).toBe(404);
  });

  test('a polyglot (a PNG that is also a ZIP, a JPEG carrying a script after its end) is refused', async () => {
    const pngZip = await post(Buffer.concat([sample.png(), sample.plainZip()]), 'photo.png', 'image/png');
    expect(pngZip.status).toBe(400);
    expect(pngZip.body.fields.attachments).toBe('“photo.png” was not accepted: it has data after its end (a file hidden inside another is refused).');
    const jpegScript = await post(Buffer.concat([sample.jpeg(), Buffer.from('<script>alert(1)</script>')]), 'photo.jpg', 'image/jpeg');
    expect(jpegScript.status).toBe(400);
    expect(jpegScript.body.fields.attachments).toContain('data after its end');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toEqual({ submissions: 0, chunks: 0 });
  });

  test('ZIP bombs are refused by the sizes their directory declares, without unpacking anything', async () => {
    const ratio = await post(sample.zip([{ name: 'model.stl', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]), 'models.zip', 'application/zip');
    expect(ratio.status).toBe(400);
    expect(ratio.body.fields.attachments).toBe('“models.zip” was not accepted: the archive declares model.stl to unpack to more than 200 times its size (a ZIP bomb).');
    const declared = await post(
      sample.zip(Array.from({ length: 8 }, (_, index) => ({ name: `part-${index}.step`, data: Buffer.alloc(64 * 1024, 0x41 + index), declaredSize: 160 * 1024 * 1024 }))),
      'parts.3mf',
      'model/3mf',
    );
    expect(declared.status).toBe(400);
    expect(declared.body.fields.attachments).toContain('ZIP bomb');
    const overlapping = await post(sample.zip([{ name: 'a.stl', data: sample.binaryStl(200), deflate: true }], { repeatDirectory: 1000 }), 'a.zip');
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.fields.attachments).toContain('overlapping entries');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toEqual({ submissions: 0, chunks: 0 });
  });

  test('an SVG (which can carry script) is not an accepted image', async () => {
    const res = await post(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png', 'image/png');
    expect(res.status).toBe(400);
  });

  test('a cross-site multipart post is refused before anything is read', async () => {
    const res = await post(sample.pdf(), 'plan.pdf').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await stored()).toEqual({ submissions: 0, chunks: 0 });
  });
});
