//! Timestamps for saves and file names, without a date crate: seconds since
//! the Unix epoch, shown as a UTC calendar date and time.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970-01-01 00:00:00 UTC, now.
pub fn now() -> i64 {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_secs() as i64,
        Err(e) => -(e.duration().as_secs() as i64),
    }
}

/// The UTC calendar date of a timestamp: (year, month 1-12, day 1-31,
/// hour, minute, second).
pub fn civil(secs: i64) -> (i64, u32, u32, u32, u32, u32) {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Days to civil date (proleptic Gregorian), after Howard Hinnant's
    // public-domain description of the algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        year,
        month,
        day,
        (rem / 3600) as u32,
        (rem / 60 % 60) as u32,
        (rem % 60) as u32,
    )
}

/// "2026-11-21 09:14" (UTC).
pub fn display(secs: i64) -> String {
    let (y, mo, d, h, mi, _) = civil(secs);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}")
}

/// "2026.11.21", the PGN Date tag.
pub fn pgn_date(secs: i64) -> String {
    let (y, mo, d, ..) = civil(secs);
    format!("{y:04}.{mo:02}.{d:02}")
}

/// "2026-11-21_091405", for file names (sorts by time, no odd characters).
pub fn file_stamp(secs: i64) -> String {
    let (y, mo, d, h, mi, s) = civil(secs);
    format!("{y:04}-{mo:02}-{d:02}_{h:02}{mi:02}{s:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        // Reference points: the epoch; 2000-02-29 (a leap day, 951782400 by
        // `date -u -d 2000-02-29 +%s`); 2026-11-21 09:14:05 UTC
        // (`date -u -d '2026-11-21 09:14:05' +%s` = 1795252445).
        assert_eq!(civil(0), (1970, 1, 1, 0, 0, 0));
        assert_eq!(civil(951_782_400), (2000, 2, 29, 0, 0, 0));
        assert_eq!(civil(1_795_252_445), (2026, 11, 21, 9, 14, 5));
        assert_eq!(display(1_795_252_445), "2026-11-21 09:14");
        assert_eq!(file_stamp(1_795_252_445), "2026-11-21_091405");
        assert_eq!(civil(-1), (1969, 12, 31, 23, 59, 59));
    }
}
