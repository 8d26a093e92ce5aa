//! Every body of 16 KB or more the server answers with goes out by sendfile(2) from a copy in an
//! unnamed temporary file, as nginx sends from the page cache: copying the largest script into
//! socket buffers cost about a fifth of its requests/s (decision 0018). hyper still decides
//! every byte; this only changes how a slice of a large body reaches the socket. All those
//! bodies are made by the time the server starts ([`init`]: the embedded files, the pages with
//! their tags), except the pages' brotli variants, made after launch ([`add_later`]).
//!
//! How a body is recognised: hyper hands the connection's writer slices of the very `Bytes` the
//! response was made with (embedded bodies are `Bytes::from_static`; the copy keeps the others
//! alive, so their memory is never another's), so a slice whose memory lies within one of those
//! bodies is sent from that body's place in the copy. If hyper ever copied bodies before
//! writing them, nothing would match and every body would be written as before, just slower:
//! `tests/sendfile.rs` fails then.

use std::fs::File;
use std::io::{self, IoSlice, Write as _};
use std::pin::Pin;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll, ready};

use bytes::Bytes;
use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

/// Smaller bodies fit a socket buffer in one write: a copy costs less than a second system call.
const MIN_LEN: usize = 16 * 1024;

/// The copy of every large body, and where each body is in memory and in the copy.
struct Copies {
    file: File,
    /// (address in memory, length, offset in `file`), sorted by address.
    spans: Vec<(usize, usize, u64)>,
    /// The bodies, so that their memory stays theirs as long as the copy is used.
    _kept: Vec<Bytes>,
}

/// The bodies made by start-up, and those made after launch.
static COPIES: OnceLock<Option<Copies>> = OnceLock::new();
static LATER: OnceLock<Option<Copies>> = OnceLock::new();

/// Bytes sent by sendfile since start-up, for the guard test.
static SENT: AtomicU64 = AtomicU64::new(0);

/// Makes the copy of the large ones among `bodies` (every body the server answers with that is
/// made by start-up), once per process: a second call changes nothing. Without it (not Linux,
/// or no temporary directory to write to) bodies are written as usual, and the log says so once.
pub fn init<'a>(bodies: impl IntoIterator<Item = &'a Bytes>) {
    COPIES.get_or_init(|| match copy(bodies) {
        Ok(copies) => Some(copies),
        Err(error) => {
            let fallback = "large files will be copied to sockets, not sent from a temporary file";
            tracing::warn!(%error, "{fallback}");
            None
        }
    });
}

/// Adds the large ones among `bodies`, made after launch, in a copy of their own, once; only
/// after [`init`] made its copy.
pub fn add_later<'a>(bodies: impl IntoIterator<Item = &'a Bytes>) {
    if !matches!(COPIES.get(), Some(Some(_))) {
        return;
    }
    LATER.get_or_init(|| match copy(bodies) {
        Ok(copies) => Some(copies),
        Err(error) => {
            tracing::warn!(%error, "the pages' brotli variants will be copied to sockets");
            None
        }
    });
}

/// How many bytes have gone out by sendfile so far.
pub fn sent_by_sendfile() -> u64 {
    SENT.load(Ordering::Relaxed)
}

fn copy<'a>(bodies: impl IntoIterator<Item = &'a Bytes>) -> io::Result<Copies> {
    let kept: Vec<Bytes> = bodies
        .into_iter()
        .filter(|body| body.len() >= MIN_LEN)
        .cloned()
        .collect();
    let page = page_size();
    let mut file = unnamed_file()?;
    let mut spans = Vec::new();
    let mut offset: u64 = 0;
    for body in &kept {
        // Each body starts on a page of its own, as a file on disk does. From the middle of a
        // page, sendfile's first 64 KB chunk ends short of a full TCP segment over loopback; the
        // segment is then completed and sent by the second chunk, and the rest follows too soon
        // for the host's pacing (BBR), which defers it to a timer: the largest script lost a
        // third of its requests/s (decision 0018, second addendum).
        let padding = offset.next_multiple_of(page) - offset;
        file.write_all(&vec![0; padding as usize])?;
        offset += padding;
        file.write_all(body)?;
        spans.push((body.as_ptr() as usize, body.len(), offset));
        offset += body.len() as u64;
    }
    spans.sort_unstable();
    Ok(Copies {
        file,
        spans,
        _kept: kept,
    })
}

/// The copy and the offset in it of `buf`, if `buf` lies within one of the copied bodies.
fn find(buf: &[u8]) -> Option<(&'static File, u64)> {
    if buf.is_empty() {
        return None;
    }
    let copies = COPIES.get()?.as_ref()?;
    find_in(copies, buf).or_else(|| find_in(LATER.get()?.as_ref()?, buf))
}

fn find_in<'a>(copies: &'a Copies, buf: &[u8]) -> Option<(&'a File, u64)> {
    let at = buf.as_ptr() as usize;
    // The last body starting at or before `buf`.
    let before = copies.spans.partition_point(|&(start, _, _)| start <= at);
    let &(start, len, offset) = copies.spans[..before].last()?;
    if at + buf.len() <= start + len {
        Some((&copies.file, offset + (at - start) as u64))
    } else {
        None
    }
}

/// A connection's socket, sending the bytes [`init`] copied with sendfile.
pub struct Socket(pub TcpStream);

impl Socket {
    /// Runs `call` (a system call on the socket) when the socket is writable, as tokio's own
    /// writes do.
    fn send(
        &self,
        cx: &mut Context<'_>,
        mut call: impl FnMut() -> io::Result<usize>,
    ) -> Poll<io::Result<usize>> {
        loop {
            ready!(self.0.poll_write_ready(cx))?;
            match self.0.try_io(Interest::WRITABLE, &mut call) {
                Err(error) if error.kind() == io::ErrorKind::WouldBlock => continue,
                sent => return Poll::Ready(sent),
            }
        }
    }
}

impl AsyncRead for Socket {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Socket {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match find(buf) {
            Some((file, offset)) => self.send(cx, || sendfile(&self.0, file, offset, buf.len())),
            None => Pin::new(&mut self.get_mut().0).poll_write(cx, buf),
        }
    }

    /// The slices before the first copied one (the head) go out together, marked as followed by
    /// more, as nginx's `tcp_nopush` does: the kernel sends them in the same segments as the body
    /// instead of a small segment of their own (that `writev` was a fifth of the server's time on
    /// the largest script; decision 0018 keeps this with sendfile). The copied one is then sent on
    /// its own.
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let copied = bufs
            .iter()
            .enumerate()
            .find_map(|(at, buf)| Some((at, find(buf)?)));
        match copied {
            Some((0, (file, offset))) => {
                self.send(cx, || sendfile(&self.0, file, offset, bufs[0].len()))
            }
            Some((first_copied, _)) => self.send(cx, || send_more(&self.0, &bufs[..first_copied])),
            None => Pin::new(&mut self.get_mut().0).poll_write_vectored(cx, bufs),
        }
    }

    /// hyper hands over head and body together only to a writer that says it takes slices.
    fn is_write_vectored(&self) -> bool {
        true
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_shutdown(cx)
    }
}

/// In `TMPDIR` (else /tmp), gone with the process. From a disk's page cache a body costs less
/// kernel time per answer than from a memfd, which looks up each page on its own (measured for
/// the largest script: 16–17 µs against 19–23 µs; decision 0018 keeps this copy); on a tmpfs it is
/// a memfd.
#[cfg(target_os = "linux")]
fn unnamed_file() -> io::Result<File> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::TMPFILE | OFlags::RDWR | OFlags::CLOEXEC;
    Ok(rustix::fs::open(std::env::temp_dir(), flags, Mode::from(0o600))?.into())
}

#[cfg(target_os = "linux")]
fn page_size() -> u64 {
    rustix::param::page_size() as u64
}

#[cfg(target_os = "linux")]
fn sendfile(socket: &TcpStream, file: &File, mut offset: u64, len: usize) -> io::Result<usize> {
    let sent = rustix::fs::sendfile(socket, file, Some(&mut offset), len)?;
    SENT.fetch_add(sent as u64, Ordering::Relaxed);
    Ok(sent)
}

#[cfg(target_os = "linux")]
fn send_more(socket: &TcpStream, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
    use rustix::net::{SendAncillaryBuffer, SendFlags, sendmsg};
    let mut no_control = SendAncillaryBuffer::default();
    Ok(sendmsg(socket, bufs, &mut no_control, SendFlags::MORE)?)
}

#[cfg(not(target_os = "linux"))]
fn unnamed_file() -> io::Result<File> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(not(target_os = "linux"))]
fn page_size() -> u64 {
    4096
}

#[cfg(not(target_os = "linux"))]
fn sendfile(_: &TcpStream, _: &File, _: u64, _: usize) -> io::Result<usize> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(not(target_os = "linux"))]
fn send_more(socket: &TcpStream, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
    socket.try_write_vectored(bufs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::FILES;

    /// Every embedded body, as the server's files hold them.
    fn init_with_the_embedded_files() {
        let bodies: Vec<Bytes> = FILES
            .iter()
            .flat_map(|file| [Some(file.raw), file.br, file.gzip])
            .flatten()
            .map(Bytes::from_static)
            .collect();
        init(&bodies);
    }

    #[test]
    fn finds_slices_within_a_copied_body_only() {
        init_with_the_embedded_files();
        let body = FILES
            .iter()
            .filter_map(|file| file.br)
            .find(|body| body.len() >= MIN_LEN)
            .expect("a large file");
        let (_, at_start) = find(body).expect("the whole body");
        let (_, inside) = find(&body[100..200]).expect("a part of it");
        assert_eq!(inside, at_start + 100);
        assert!(find(&[0u8; 64]).is_none(), "other memory");
        let copy = body[..100].to_vec();
        assert!(
            find(&copy).is_none(),
            "equal bytes elsewhere are not the body"
        );
    }

    /// The guard for the alignment in [`copy`] (decision 0018, second addendum).
    #[test]
    fn every_copied_body_starts_on_a_page() {
        init_with_the_embedded_files();
        let copies = COPIES.get().and_then(Option::as_ref).expect("the copy");
        assert!(copies.spans.len() > 1, "several large bodies");
        for &(_, len, offset) in &copies.spans {
            assert_eq!(
                offset % page_size(),
                0,
                "the body of {len} bytes at {offset}"
            );
        }
    }
}
