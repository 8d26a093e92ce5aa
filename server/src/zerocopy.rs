//! Zero-copy sending of the large embedded files, as nginx sends files with `sendfile`.
//!
//! Writing a body from memory makes the kernel copy it into the socket buffer; for the app's
//! larger scripts that copy is most of the cost of an answer. So at start-up the embedded bodies
//! of at least [`MIN_LEN`] bytes are also written once into an in-memory file (`memfd`, sealed
//! against changes), and the connection's writer ([`Stream`]) sends any write whose data *is*
//! one of those bodies (by address: hyper hands the body's `Bytes` through unchanged) with
//! `sendfile(2)` from that file instead — the same bytes, straight from the page cache. The
//! response head before it goes out with `MSG_MORE`, so head and body still leave together.
//! Anything else, and every platform but Linux, is written as usual.

use std::io::{self, IoSlice};
use std::pin::Pin;
use std::sync::OnceLock;
use std::task::{Context, Poll, ready};

use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

use crate::embedded::FILES;

/// Smaller bodies go out in one `sendmsg` with their head: cheaper than two system calls.
pub const MIN_LEN: usize = 16 * 1024;

#[cfg(target_os = "linux")]
const SEND_FLAGS: libc::c_int = libc::MSG_NOSIGNAL;
#[cfg(target_os = "linux")]
const MORE: libc::c_int = libc::MSG_MORE;
#[cfg(not(target_os = "linux"))]
const SEND_FLAGS: libc::c_int = 0;
#[cfg(not(target_os = "linux"))]
const MORE: libc::c_int = 0;

/// The large embedded bodies and where each sits in the in-memory file.
struct Arena {
    #[cfg(target_os = "linux")]
    file: std::fs::File,
    /// `(address, length, offset in the file)`, sorted by address.
    ranges: Vec<(usize, usize, u64)>,
}

fn arena() -> Option<&'static Arena> {
    static ARENA: OnceLock<Option<Arena>> = OnceLock::new();
    ARENA
        .get_or_init(|| {
            let blobs = FILES.iter().flat_map(|f| [Some(f.raw), f.br, f.gzip]).flatten();
            match Arena::build(blobs.filter(|blob| blob.len() >= MIN_LEN)) {
                Ok(arena) => Some(arena),
                Err(err) => {
                    tracing::warn!(error = %err, "no zero-copy sending; bodies are copied");
                    None
                }
            }
        })
        .as_ref()
}

/// Builds the in-memory file now (start-up) rather than on the first large answer.
pub fn prepare() {
    let _ = arena();
}

impl Arena {
    #[cfg(target_os = "linux")]
    fn build(blobs: impl Iterator<Item = &'static [u8]>) -> io::Result<Arena> {
        use std::io::Write;
        use std::os::fd::FromRawFd;

        let name = c"stezhka-assets";
        // SAFETY: a valid C string and flags; the result is checked before use.
        let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC | libc::MFD_ALLOW_SEALING) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` is a fresh descriptor that nothing else owns.
        let mut file = unsafe { std::fs::File::from_raw_fd(fd) };
        let mut ranges = Vec::new();
        let mut offset = 0u64;
        for blob in blobs {
            file.write_all(blob)?;
            ranges.push((blob.as_ptr() as usize, blob.len(), offset));
            offset += blob.len() as u64;
        }
        // Nothing may change the file now: what it holds must stay the bytes it was made from.
        let seals = libc::F_SEAL_WRITE | libc::F_SEAL_GROW | libc::F_SEAL_SHRINK | libc::F_SEAL_SEAL;
        // SAFETY: fcntl on a descriptor we own, with an integer argument.
        if unsafe { libc::fcntl(fd, libc::F_ADD_SEALS, seals) } < 0 {
            return Err(io::Error::last_os_error());
        }
        ranges.sort_unstable();
        Ok(Arena { file, ranges })
    }

    #[cfg(not(target_os = "linux"))]
    fn build(_blobs: impl Iterator<Item = &'static [u8]>) -> io::Result<Arena> {
        Err(io::Error::new(io::ErrorKind::Unsupported, "sendfile from memory needs Linux"))
    }

    /// Where `data` sits in the file, if it lies wholly inside one of the bodies.
    fn locate(&self, data: &[u8]) -> Option<u64> {
        let start = data.as_ptr() as usize;
        let i = self.ranges.partition_point(|&(address, _, _)| address <= start).checked_sub(1)?;
        let (address, len, offset) = self.ranges[i];
        (start + data.len() <= address + len).then(|| offset + (start - address) as u64)
    }
}

/// A connection's socket, sending the large embedded bodies with `sendfile`.
pub struct Stream(TcpStream);

impl Stream {
    pub fn new(stream: TcpStream) -> Self {
        Stream(stream)
    }

    /// One attempt to send `bufs`, without waiting; returns how many bytes went.
    fn send(&self, bufs: &[IoSlice<'_>], arena: &Arena) -> io::Result<usize> {
        let bufs = &bufs[bufs.iter().take_while(|b| b.is_empty()).count()..];
        let Some(first) = bufs.first() else { return Ok(0) };
        if let Some(offset) = arena.locate(first) {
            return self.sendfile(arena, offset, first.len());
        }
        // Everything up to the first large body; hold the packet if a body follows.
        let plain = bufs.iter().take_while(|b| b.is_empty() || arena.locate(b).is_none()).count();
        let more = if plain < bufs.len() { MORE } else { 0 };
        socket2::SockRef::from(&self.0).send_vectored_with_flags(&bufs[..plain], more | SEND_FLAGS)
    }

    #[cfg(target_os = "linux")]
    fn sendfile(&self, arena: &Arena, offset: u64, len: usize) -> io::Result<usize> {
        use std::os::fd::AsRawFd;
        let mut offset = libc::off_t::try_from(offset).map_err(|_| io::ErrorKind::InvalidInput)?;
        // SAFETY: both descriptors are open for the duration of the call (we hold the socket
        // and the file lives in a static); `offset` is a valid pointer to a local.
        let sent = unsafe { libc::sendfile(self.0.as_raw_fd(), arena.file.as_raw_fd(), &mut offset, len) };
        usize::try_from(sent).map_err(|_| io::Error::last_os_error())
    }

    #[cfg(not(target_os = "linux"))]
    fn sendfile(&self, _arena: &Arena, _offset: u64, _len: usize) -> io::Result<usize> {
        Err(io::ErrorKind::Unsupported.into())
    }
}

impl AsyncRead for Stream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Stream {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        self.poll_write_vectored(cx, &[IoSlice::new(buf)])
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let Some(arena) = arena() else { return Pin::new(&mut self.0).poll_write_vectored(cx, bufs) };
        loop {
            ready!(self.0.poll_write_ready(cx))?;
            // `try_io` clears the readiness on WouldBlock, so the next poll waits for the socket.
            match self.0.try_io(Interest::WRITABLE, || self.send(bufs, arena)) {
                Err(err) if err.kind() == io::ErrorKind::WouldBlock => continue,
                result => return Poll::Ready(result),
            }
        }
    }

    fn is_write_vectored(&self) -> bool {
        true
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    static BLOB: [u8; 64] = [7; 64];
    static OTHER: [u8; 32] = [9; 32];

    #[test]
    fn finds_slices_inside_a_registered_body_only() {
        let arena = Arena::build([&BLOB[..], &OTHER[..]].into_iter()).unwrap();
        assert_eq!(arena.locate(&BLOB), Some(0));
        assert_eq!(arena.locate(&BLOB[10..20]), Some(10));
        assert_eq!(arena.locate(&OTHER[5..]), Some(64 + 5));
        let elsewhere = [7u8; 64];
        assert_eq!(arena.locate(&elsewhere), None);
    }

    #[test]
    fn the_file_holds_the_same_bytes_and_cannot_change() {
        use std::io::{Read, Seek, SeekFrom, Write};
        let arena = Arena::build([&BLOB[..], &OTHER[..]].into_iter()).unwrap();
        let mut file = &arena.file;
        let mut all = Vec::new();
        file.seek(SeekFrom::Start(0)).unwrap();
        file.read_to_end(&mut all).unwrap();
        assert_eq!(&all[..64], &BLOB[..]);
        assert_eq!(&all[64..], &OTHER[..]);
        assert!(file.write_all(b"x").is_err(), "sealed against writes");
    }
}
