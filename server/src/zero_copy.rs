//! The large embedded bodies go out by sendfile(2) from the binary's own file, as nginx sends from
//! the page cache: copying the largest script into socket buffers took a third of the time at 1,000
//! connections (issue 20). hyper still decides every byte: a slice of a body is sent from the file.

use std::fs::File;
use std::io::{self, IoSlice};
use std::os::unix::fs::{FileExt, MetadataExt};
use std::pin::Pin;
use std::sync::OnceLock;
use std::task::{Context, Poll, ready};

use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

use crate::embedded::FILES;

/// Smaller bodies fit a socket buffer in one write: a copy costs less than a second syscall.
const MIN_LEN: usize = 16 * 1024;

/// The binary's own file, and where each large body is in memory and in it: (address, length, offset).
struct Bodies(File, Vec<(usize, usize, u64)>);

static BODIES: OnceLock<Bodies> = OnceLock::new();

/// Finds each large embedded body in the binary's file, at the offset the kernel mapped it from
/// (`/proc/self/maps`), where the bytes must be the ones in memory. Without /proc (not Linux)
/// bodies are written as usual.
pub fn init() -> io::Result<()> {
    if BODIES.get().is_some() {
        return Ok(());
    }
    let file = File::open("/proc/self/exe")?;
    let (inode, maps) = (file.metadata()?.ino().to_string(), std::fs::read_to_string("/proc/self/maps")?);
    // "start-end perms offset device inode path": this binary's mappings, as (start, end, offset).
    let hex = |s: &str| usize::from_str_radix(s, 16).ok();
    let mapped: Vec<_> = (maps.lines().map(|line| line.split_whitespace().collect::<Vec<_>>()))
        .filter(|f| f.get(4) == Some(&inode.as_str()))
        .filter_map(|f| Some((f[0].split_once('-')?, hex(f[2])?)))
        .filter_map(|((start, end), offset)| Some((hex(start)?, hex(end)?, offset)))
        .collect();
    let bodies = FILES.iter().flat_map(|f| [Some(f.raw), f.br, f.gzip]).flatten();
    let mut spans: Vec<_> = (bodies.filter(|b| b.len() >= MIN_LEN).filter_map(|body| {
        let (at, len) = (body.as_ptr() as usize, body.len());
        let (start, _, offset) = mapped.iter().find(|m| m.0 <= at && at + len <= m.1)?;
        let (offset, mut there) = ((offset + at - start) as u64, vec![0; len]);
        file.read_exact_at(&mut there, offset).ok().filter(|()| there == body).map(|()| (at, len, offset))
    }))
    .collect();
    spans.sort_unstable();
    let _ = BODIES.set(Bodies(file, spans));
    Ok(())
}

fn find(buf: &[u8]) -> Option<(&'static File, u64)> {
    let Bodies(file, spans) = BODIES.get().filter(|_| !buf.is_empty())?;
    let at = buf.as_ptr() as usize;
    let (start, len, offset) = spans[..spans.partition_point(|span| span.0 <= at)].last()?;
    (at + buf.len() <= start + len).then(|| (file, offset + (at - start) as u64))
}

/// A connection's socket, sending the bodies [`init`] found in the binary's file with sendfile.
pub struct Socket(pub TcpStream);

impl Socket {
    /// Runs `write` (a system call on the socket) when the socket is writable, as tokio's own writes do.
    fn send(
        &self,
        cx: &mut Context<'_>,
        mut write: impl FnMut() -> io::Result<usize>,
    ) -> Poll<io::Result<usize>> {
        loop {
            ready!(self.0.poll_write_ready(cx))?;
            match self.0.try_io(Interest::WRITABLE, &mut write) {
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

    /// The slices before the first body found by [`init`] go out together, marked as followed by
    /// more (as nginx's `tcp_nopush`): the kernel sends them in the same segments as the body
    /// instead of a small segment of their own. The body is then sent on its own.
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match bufs.iter().enumerate().find_map(|(at, buf)| Some((at, find(buf)?))) {
            Some((0, (file, offset))) => self.send(cx, || sendfile(&self.0, file, offset, bufs[0].len())),
            Some((found, _)) => self.send(cx, || send_more(&self.0, &bufs[..found])),
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
fn sendfile(_: &TcpStream, _: &File, _: u64, _: usize) -> io::Result<usize> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_slices_of_a_body_in_the_file_only() {
        init().unwrap();
        let body = FILES.iter().filter_map(|f| f.br).find(|b| b.len() >= MIN_LEN).expect("a large file");
        let (file, at_start) = find(body).expect("the whole body");
        let mut there = vec![0u8; body.len()];
        file.read_exact_at(&mut there, at_start).unwrap();
        assert!(there == body, "the file holds the body's bytes where sendfile reads them");
        let (_, inside) = find(&body[100..200]).expect("a part of it");
        assert_eq!(inside, at_start + 100);
        assert!(find(&[0u8; 64]).is_none(), "other memory");
        let mut copy = vec![0u8; 100];
        std::io::Read::read_exact(&mut &*body, &mut copy).unwrap();
        assert!(find(&copy).is_none(), "equal bytes elsewhere are not the body");
    }
}
