//! Decoding uploaded images safely and re-encoding them for display. An upload is
//! hostile until decoded: its header may declare any size, so the size is checked
//! before a pixel is allocated, every decoder runs under allocation limits, and at most
//! one decode per core runs at a time.

use std::io::{BufRead, Cursor, Seek};

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

/// Larger images are refused (a phone's camera takes 12–50 megapixels).
pub const MAX_MEGAPIXELS: u64 = 50;
/// The most a decoder may allocate: a 50-megapixel image with 8-bit RGBA, and some room.
const MAX_DECODE_BYTES: u64 = 300 * 1024 * 1024;

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImageError {
    #[error("The file is not a JPEG, PNG, WebP or GIF image.")]
    NotAnImage,
    #[error("The image is larger than {MAX_MEGAPIXELS} megapixels.")]
    TooLarge,
}

impl ImageError {
    /// What a form says about the file.
    pub fn message(&self) -> crate::catalogue::Message {
        match self {
            ImageError::NotAnImage => crate::catalogue::photo_not_image(),
            ImageError::TooLarge => crate::catalogue::photo_too_many_pixels(MAX_MEGAPIXELS),
        }
    }
}

/// A decoded image, re-encoded as JPEG without any metadata.
pub struct Encoded {
    pub jpeg: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(100_000);
    limits.max_image_height = Some(100_000);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    limits
}

fn reader<R: BufRead + Seek>(input: R) -> Result<ImageReader<R>, ImageError> {
    let mut reader = ImageReader::new(input).with_guessed_format().map_err(|_| ImageError::NotAnImage)?;
    // By content, never by name; only the four formats we promise.
    match reader.format() {
        Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP | ImageFormat::Gif) => {}
        _ => return Err(ImageError::NotAnImage),
    }
    reader.limits(limits());
    Ok(reader)
}

/// Checks what the header says before anything is decoded: one of the four formats (by
/// content), and at most [`MAX_MEGAPIXELS`]. Answers the declared width and height.
pub fn check(bytes: &[u8]) -> Result<(u32, u32), ImageError> {
    check_from(Cursor::new(bytes))
}

/// [`check`] on a file (an upload spooled to disk): reads the header only.
pub fn check_from(input: impl BufRead + Seek) -> Result<(u32, u32), ImageError> {
    let (width, height) = reader(input)?.into_dimensions().map_err(|_| ImageError::NotAnImage)?;
    if u64::from(width) * u64::from(height) > MAX_MEGAPIXELS * 1_000_000 {
        return Err(ImageError::TooLarge);
    }
    Ok((width, height))
}

/// Decodes `bytes` (JPEG, PNG, WebP or GIF, by content), turns it upright as its EXIF
/// orientation says, and encodes one JPEG per size in `max_sides`, each scaled down to
/// fit (never up). Only pixels are copied: no EXIF, GPS, XMP, ICC profile or comment
/// survives. Blocking and CPU-heavy: run it on a blocking thread, under [`Decodes`].
pub fn scaled_jpegs(bytes: &[u8], max_sides: &[u32]) -> Result<Vec<Encoded>, ImageError> {
    check(bytes)?;
    let mut decoder = reader(Cursor::new(bytes))?.into_decoder().map_err(|_| ImageError::NotAnImage)?;
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|err| match err {
        image::ImageError::Limits(_) => ImageError::TooLarge,
        _ => ImageError::NotAnImage,
    })?;
    image.apply_orientation(orientation);
    max_sides
        .iter()
        .map(|&max_side| {
            let scaled = if image.width() > max_side || image.height() > max_side {
                image.thumbnail(max_side, max_side)
            } else {
                image.clone()
            };
            let pixels = scaled.to_rgb8();
            let mut out = Cursor::new(Vec::new());
            pixels.write_to(&mut out, ImageFormat::Jpeg).map_err(|_| ImageError::NotAnImage)?;
            Ok(Encoded { jpeg: out.into_inner(), width: pixels.width(), height: pixels.height() })
        })
        .collect()
}

/// [`scaled_jpegs`] for one size.
pub fn scaled_jpeg(bytes: &[u8], max_side: u32) -> Result<Encoded, ImageError> {
    Ok(scaled_jpegs(bytes, &[max_side])?.remove(0))
}

/// How many decodes may run at once: one per core, so uploads cannot take every
/// core (or, with large images, gigabytes of memory) from everyone else.
#[derive(Clone)]
pub struct Decodes(std::sync::Arc<tokio::sync::Semaphore>);

impl Default for Decodes {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Decodes(std::sync::Arc::new(tokio::sync::Semaphore::new(cores)))
    }
}

impl Decodes {
    /// [`scaled_jpeg`] on a blocking thread, once a decode slot is free.
    pub async fn scaled_jpeg(&self, bytes: Vec<u8>, max_side: u32) -> anyhow::Result<Result<Encoded, ImageError>> {
        let _slot = self.0.acquire().await?;
        Ok(tokio::task::spawn_blocking(move || scaled_jpeg(&bytes, max_side)).await?)
    }

    /// [`scaled_jpegs`] on a blocking thread, once a decode slot is free.
    pub async fn scaled_jpegs(
        &self,
        bytes: bytes::Bytes,
        max_sides: &'static [u32],
    ) -> anyhow::Result<Result<Vec<Encoded>, ImageError>> {
        let _slot = self.0.acquire().await?;
        Ok(tokio::task::spawn_blocking(move || scaled_jpegs(&bytes, max_sides)).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::new_rgb8(width, height).write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn images_are_scaled_down_to_fit_never_up() {
        let big = scaled_jpeg(&png(1000, 500), 512).unwrap();
        assert_eq!((big.width, big.height), (512, 256));
        let small = scaled_jpeg(&png(40, 30), 512).unwrap();
        assert_eq!((small.width, small.height), (40, 30));
        assert!(image::load_from_memory_with_format(&small.jpeg, ImageFormat::Jpeg).is_ok());
    }

    #[test]
    fn anything_else_is_not_an_image() {
        assert_eq!(scaled_jpeg(b"<svg xmlns='http://www.w3.org/2000/svg'/>", 512).err(), Some(ImageError::NotAnImage));
        let bmp = [b"BM".as_slice(), &[0; 60]].concat();
        assert_eq!(scaled_jpeg(&bmp, 512).err(), Some(ImageError::NotAnImage), "BMP is not promised");
    }
}
