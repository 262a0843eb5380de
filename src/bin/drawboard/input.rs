//! Where an audit reads its games: a file or standard input (`-`), plain PGN or compressed with
//! gzip (`.gz`), Zstandard (`.zst`) or bzip2 (`.bz2`). The stream's first bytes say which; a
//! file whose name says another is refused, as a file named `.pgn` that is compressed.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Plain,
    Gzip,
    Zstd,
    Bzip2,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Format::Plain => "plain text",
            Format::Gzip => "gzip",
            Format::Zstd => "Zstandard",
            Format::Bzip2 => "bzip2",
        })
    }
}

/// What a stream's first bytes say it is (its magic number).
fn sniff(head: &[u8]) -> Format {
    if head.starts_with(&[0x1f, 0x8b]) {
        Format::Gzip
    } else if head.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]) {
        Format::Zstd
    } else if head.starts_with(b"BZh") {
        Format::Bzip2
    } else {
        Format::Plain
    }
}

/// What a file's name says it is; `None` where the name says nothing (standard input, `.txt`).
fn named(path: &str) -> Option<Format> {
    let lower = path.to_ascii_lowercase();
    [
        (".pgn", Format::Plain),
        (".gz", Format::Gzip),
        (".zst", Format::Zstd),
        (".zstd", Format::Zstd),
        (".bz2", Format::Bzip2),
    ]
    .into_iter()
    .find(|(end, _)| lower.ends_with(end))
    .map(|(_, format)| format)
}

/// Counts the bytes read through it (of the file as stored: compressed, if it is).
struct Counting<R> {
    inner: R,
    count: Arc<AtomicU64>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// An opened input: the PGN text as a stream of bytes, and what is known of it.
pub struct Input {
    pub text: Box<dyn Read + Send>,
    pub meta: Meta,
}

/// An input's name for messages, its size as stored when known, and how many of those stored
/// bytes have been read so far.
pub struct Meta {
    pub name: String,
    pub size: Option<u64>,
    pub stored_read: Arc<AtomicU64>,
    compressed: bool,
}

impl Meta {
    /// Says what went wrong reading the text, `at` bytes into it.
    pub fn error(&self, error: &io::Error, at: u64) -> String {
        let stored = self.stored_read.load(Ordering::Relaxed);
        if self.compressed {
            let what = if error.kind() == io::ErrorKind::UnexpectedEof {
                "the compressed stream ends early (a truncated file?)".to_string()
            } else {
                format!("the compressed stream cannot be read ({error})")
            };
            format!(
                "{}: {what}, after {at} bytes of PGN text (byte {stored} of the file)",
                self.name
            )
        } else {
            format!("{}: {error}, after {at} bytes", self.name)
        }
    }
}

/// Opens `path` (`-`: standard input) and the decompressor its first bytes call for.
pub fn open(path: &str) -> Result<Input, String> {
    let stdin = path == "-";
    let name = if stdin {
        "standard input".to_string()
    } else {
        path.to_string()
    };
    let (raw, size): (Box<dyn Read + Send>, Option<u64>) = if stdin {
        (Box::new(io::stdin()), None)
    } else {
        let file = File::open(path).map_err(|e| format!("{name}: {e}"))?;
        let size = file.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
        (Box::new(file), size)
    };
    let stored_read = Arc::new(AtomicU64::new(0));
    let mut buffered = BufReader::with_capacity(
        1 << 16,
        Counting {
            inner: raw,
            count: stored_read.clone(),
        },
    );
    let found = sniff(buffered.fill_buf().map_err(|e| format!("{name}: {e}"))?);
    if let Some(expected) = named(path).filter(|&f| f != found) {
        return Err(format!(
            "{name}: its name says {expected}, but it is {found}{}",
            if found == Format::Plain {
                " (or not what the name says)"
            } else {
                ""
            }
        ));
    }
    let text: Box<dyn Read + Send> = match found {
        Format::Plain => Box::new(buffered),
        Format::Gzip => Box::new(flate2::bufread::MultiGzDecoder::new(buffered)),
        Format::Zstd => {
            Box::new(zstd::stream::read::Decoder::with_buffer(buffered).map_err(|e| format!("{name}: {e}"))?)
        }
        Format::Bzip2 => Box::new(bzip2::bufread::MultiBzDecoder::new(buffered)),
    };
    Ok(Input {
        text,
        meta: Meta {
            name,
            size,
            stored_read,
            compressed: found != Format::Plain,
        },
    })
}
