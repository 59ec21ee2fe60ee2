//! The network's two inner loops, in plain Rust and with AVX2 where the
//! processor has it (found at run time): adding and taking away rows of
//! input weights, and the clipped accumulator weighted into one number.
//!
//! Both paths compute the same integers. The clipped accumulator (0 to
//! [`QA`]) times an output weight (within [`QB`] x [`WEIGHT_LIMIT`]) fits
//! in 16 bits, so AVX2's multiply-and-add of pairs into 32 bits is exact,
//! and integer sums do not depend on their order; the additions wrap in
//! both. So the engine plays the same move on every machine, with or
//! without AVX2; a test compares the two paths on random numbers.
//!
//! [`QA`]: super::QA
//! [`QB`]: super::QB
//! [`WEIGHT_LIMIT`]: super::WEIGHT_LIMIT

use super::QA;

/// `dst = src + the rows in adds - the rows in subs`, lane by lane,
/// wrapping. Every slice has `dst`'s length.
pub fn add_sub(dst: &mut [i16], src: &[i16], adds: &[&[i16]], subs: &[&[i16]]) {
    #[cfg(target_arch = "x86_64")]
    if dst.len().is_multiple_of(16) && std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: AVX2 is present, as just checked, and the lengths are
        // whole vectors of 16 lanes.
        unsafe { avx2::add_sub(dst, src, adds, subs) };
        return;
    }
    add_sub_scalar(dst, src, adds, subs);
}

/// The sum over the lanes of `clamp(acc, 0, QA) * weights`.
pub fn crelu_dot(acc: &[i16], weights: &[i16]) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if acc.len().is_multiple_of(16) && std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: as above.
        return unsafe { avx2::crelu_dot(acc, weights) };
    }
    crelu_dot_scalar(acc, weights)
}

/// [`add_sub`] without vector instructions.
pub fn add_sub_scalar(dst: &mut [i16], src: &[i16], adds: &[&[i16]], subs: &[&[i16]]) {
    dst.copy_from_slice(src);
    for row in adds {
        for (a, w) in dst.iter_mut().zip(row.iter()) {
            *a = a.wrapping_add(*w);
        }
    }
    for row in subs {
        for (a, w) in dst.iter_mut().zip(row.iter()) {
            *a = a.wrapping_sub(*w);
        }
    }
}

/// [`crelu_dot`] without vector instructions.
pub fn crelu_dot_scalar(acc: &[i16], weights: &[i16]) -> i32 {
    acc.iter()
        .zip(weights)
        .map(|(a, w)| i32::from(*a).clamp(0, QA) * i32::from(*w))
        .sum()
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::{
        __m256i, _mm_add_epi32, _mm_cvtsi128_si32, _mm_shuffle_epi32, _mm256_add_epi16,
        _mm256_add_epi32, _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_loadu_si256,
        _mm256_madd_epi16, _mm256_max_epi16, _mm256_min_epi16, _mm256_set1_epi16,
        _mm256_setzero_si256, _mm256_storeu_si256, _mm256_sub_epi16,
    };

    use super::QA;

    /// The 16 lanes of `s` from `i`.
    ///
    /// # Safety
    /// AVX2 is present and `s` has 16 lanes from `i`.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load(s: &[i16], i: usize) -> __m256i {
        debug_assert!(i + 16 <= s.len());
        // SAFETY: in bounds, as the caller promises; unaligned loads.
        unsafe { _mm256_loadu_si256(s.as_ptr().add(i).cast()) }
    }

    /// # Safety
    /// AVX2 is present; every slice has `dst`'s length, a multiple of 16.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn add_sub(dst: &mut [i16], src: &[i16], adds: &[&[i16]], subs: &[&[i16]]) {
        for i in (0..dst.len()).step_by(16) {
            // SAFETY: every slice has dst's length, a multiple of 16.
            unsafe {
                let mut v = load(src, i);
                for row in adds {
                    v = _mm256_add_epi16(v, load(row, i));
                }
                for row in subs {
                    v = _mm256_sub_epi16(v, load(row, i));
                }
                _mm256_storeu_si256(dst.as_mut_ptr().add(i).cast(), v);
            }
        }
    }

    /// # Safety
    /// AVX2 is present; both slices have the same length, a multiple of 16.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn crelu_dot(acc: &[i16], weights: &[i16]) -> i32 {
        let zero = _mm256_setzero_si256();
        let top = _mm256_set1_epi16(QA as i16);
        let mut sum = _mm256_setzero_si256();
        for i in (0..acc.len()).step_by(16) {
            // SAFETY: both slices have the same length, a multiple of 16.
            let (a, w) = unsafe { (load(acc, i), load(weights, i)) };
            let clipped = _mm256_min_epi16(_mm256_max_epi16(a, zero), top);
            sum = _mm256_add_epi32(sum, _mm256_madd_epi16(clipped, w));
        }
        let half = _mm_add_epi32(
            _mm256_castsi256_si128(sum),
            _mm256_extracti128_si256::<1>(sum),
        );
        let quarter = _mm_add_epi32(half, _mm_shuffle_epi32::<0b01_00_11_10>(half));
        let last = _mm_add_epi32(quarter, _mm_shuffle_epi32::<0b10_11_00_01>(quarter));
        _mm_cvtsi128_si32(last)
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    use super::*;

    /// Both paths give the same integers on random accumulators and
    /// weights, wrapping included (the accumulators reach the ends of
    /// 16 bits; the weights stay within what the trainer keeps). Where the
    /// processor has no AVX2 both calls take the plain path and the test
    /// says so.
    #[test]
    fn the_vector_and_plain_paths_give_the_same_integers() {
        #[cfg(target_arch = "x86_64")]
        eprintln!("avx2: {}", std::arch::is_x86_feature_detected!("avx2"));
        let mut rng = StdRng::seed_from_u64(60);
        for n in [16, 64, 256] {
            for _ in 0..200 {
                let mut lane =
                    |r: i16| -> Vec<i16> { (0..n).map(|_| rng.random_range(-r..=r)).collect() };
                let src = lane(i16::MAX);
                let rows: Vec<Vec<i16>> = (0..4).map(|_| lane(i16::MAX)).collect();
                let weights = lane(126);
                let (adds, subs): (Vec<&[i16]>, Vec<&[i16]>) =
                    (vec![&rows[0], &rows[1]], vec![&rows[2], &rows[3]]);
                let mut fast = vec![0; n];
                let mut plain = vec![0; n];
                add_sub(&mut fast, &src, &adds, &subs);
                add_sub_scalar(&mut plain, &src, &adds, &subs);
                assert_eq!(fast, plain);
                assert_eq!(crelu_dot(&src, &weights), crelu_dot_scalar(&src, &weights));
                assert_eq!(
                    crelu_dot(&fast, &weights),
                    crelu_dot_scalar(&plain, &weights)
                );
            }
        }
        // By hand: lanes below zero count 0, above QA count QA.
        let mut acc = vec![0i16; 16];
        acc[0] = -5;
        acc[1] = 300;
        acc[2] = 7;
        let mut w = vec![1i16; 16];
        w[2] = -3;
        assert_eq!(crelu_dot(&acc, &w), 255 - 21);
    }
}
