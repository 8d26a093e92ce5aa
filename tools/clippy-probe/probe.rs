// Deliberately un-idiomatic: Clippy's `ptr_arg` lint must reject it (check.sh).
pub fn length(bytes: &Vec<u8>) -> usize {
    bytes.len()
}
