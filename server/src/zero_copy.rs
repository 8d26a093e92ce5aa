//! The large embedded bodies go out by sendfile(2) from a copy in an unnamed temporary file, as nginx
//! sends from the page cache: copying the largest script into socket buffers took a third of the time
//! at 1,000 connections (issue 20). hyper still decides every byte: a slice of a body is sent from its copy.

use std::fs::File;
use std::io::{self, IoSlice, Write as _};
use std::pin::Pin;
use std::sync::OnceLock;
use std::task::{Context, Poll, ready};

use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

use crate::embedded::FILES;

/// Smaller bodies fit a socket buffer in one write: a copy costs less than a second syscall.
const MIN_LEN: usize = 16 * 1024;

/// The copy, and where each body's bytes are in memory and in it: (address, length, offset).
struct Copies(File, Vec<(usize, usize, u64)>);

static COPIES: OnceLock<Option<Copies>> = OnceLock::new();

/// Makes the copy of every large embedded body, once, whichever worker comes first (the others
/// wait for it). Without it (not Linux, or no temporary directory to write to) bodies are
/// written as usual.
pub fn init() {
    COPIES.get_or_init(|| {
        let fallback = "large files will be copied to sockets, not sent from a temporary file";
        copy().inspect_err(|error| tracing::warn!(%error, "{fallback}")).ok()
    });
}

fn copy() -> io::Result<Copies> {
    let bodies =
        FILES.iter().flat_map(|f| [Some(f.raw), f.br, f.gzip]).flatten().filter(|b| b.len() >= MIN_LEN);
    let mut file = unnamed_file()?;
    let (mut spans, mut offset) = (Vec::new(), 0);
    for body in bodies {
        file.write_all(body)?;
        spans.push((body.as_ptr() as usize, body.len(), offset));
        offset += body.len() as u64;
    }
    spans.sort_unstable();
    Ok(Copies(file, spans))
}

fn find(buf: &[u8]) -> Option<(&'static File, u64)> {
    let Copies(file, spans) = COPIES.get()?.as_ref().filter(|_| !buf.is_empty())?;
    let at = buf.as_ptr() as usize;
    let (start, len, offset) = spans[..spans.partition_point(|span| span.0 <= at)].last()?;
    (at + buf.len() <= start + len).then(|| (file, offset + (at - start) as u64))
}

/// A connection's socket, sending the bytes [`init`] copied with sendfile.
pub struct Socket(pub TcpStream);

impl Socket {
    /// Runs `call` (a system call on the socket) when the socket is writable, as tokio's own writes do.
    fn send(
        &self,
        cx: &mut Context<'_>,
        mut call: impl FnMut() -> io::Result<usize>,
    ) -> Poll<io::Result<usize>> {
        loop {
            ready!(self.0.poll_write_ready(cx))?;
            match self.0.try_io(Interest::WRITABLE, &mut call) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => continue,
                sent => return Poll::Ready(sent),
            }
        }
    }
}

impl AsyncRead for Socket {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Socket {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        match find(buf) {
            Some((file, offset)) => self.send(cx, || sendfile(&self.0, file, offset, buf.len())),
            None => Pin::new(&mut self.get_mut().0).poll_write(cx, buf),
        }
    }

    /// The slices before the first copied one go out together, marked as followed by more (as
    /// nginx's `tcp_nopush`): the kernel sends them in the same segments as the copied body
    /// instead of a small segment of their own. That one is then sent on its own.
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match bufs.iter().enumerate().find_map(|(at, buf)| Some((at, find(buf)?))) {
            Some((0, (file, offset))) => self.send(cx, || sendfile(&self.0, file, offset, bufs[0].len())),
            Some((copied, _)) => self.send(cx, || send_more(&self.0, &bufs[..copied])),
            None => Pin::new(&mut self.get_mut().0).poll_write_vectored(cx, bufs),
        }
    }

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

/// In `TMPDIR` (else /tmp), gone with the process. From a disk's page cache a body costs about 1.5 µs
/// less kernel time per answer than from a memfd (decision 0016); on a tmpfs it is a memfd.
#[cfg(target_os = "linux")]
fn unnamed_file() -> io::Result<File> {
    let flags = rustix::fs::OFlags::TMPFILE | rustix::fs::OFlags::RDWR | rustix::fs::OFlags::CLOEXEC;
    Ok(rustix::fs::open(std::env::temp_dir(), flags, rustix::fs::Mode::from(0o600))?.into())
}

#[cfg(target_os = "linux")]
fn sendfile(socket: &TcpStream, file: &File, mut offset: u64, len: usize) -> io::Result<usize> {
    Ok(rustix::fs::sendfile(socket, file, Some(&mut offset), len)?)
}

#[cfg(target_os = "linux")]
fn send_more(socket: &TcpStream, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
    use rustix::net::{SendAncillaryBuffer, SendFlags, sendmsg};
    Ok(sendmsg(socket, bufs, &mut SendAncillaryBuffer::default(), SendFlags::MORE)?)
}

#[cfg(not(target_os = "linux"))]
fn send_more(socket: &TcpStream, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
    socket.try_write_vectored(bufs)
}

#[cfg(not(target_os = "linux"))]
fn unnamed_file() -> io::Result<File> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(not(target_os = "linux"))]
fn sendfile(_: &TcpStream, _: &File, _: u64, _: usize) -> io::Result<usize> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_slices_within_a_copied_body_only() {
        init();
        let body = FILES.iter().filter_map(|f| f.br).find(|b| b.len() >= MIN_LEN).expect("a large file");
        let (_, at_start) = find(body).expect("the whole body");
        let (_, inside) = find(&body[100..200]).expect("a part of it");
        assert_eq!(inside, at_start + 100);
        assert!(find(&[0u8; 64]).is_none(), "other memory");
        let mut copy = vec![0u8; 100];
        std::io::Read::read_exact(&mut &*body, &mut copy).unwrap();
        assert!(find(&copy).is_none(), "equal bytes elsewhere are not the body");
    }
}
