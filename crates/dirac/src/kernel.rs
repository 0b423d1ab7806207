//! Which instruction set the per-player tables are computed with.
//!
//! The per-player method has a dense kernel ([`crate::quantum::per_player`]) written once in
//! plain Rust and compiled for each instruction set [`pulp`] detects at run time: AVX-512 or
//! AVX2 on x86-64. Everywhere else (other CPUs, WebAssembly) the sparse scalar kernels run.
//! Both give the same exact counts; the tests check them against each other.
//!
//! Setting the environment variable `DIRAC_KERNEL=scalar` switches the vector kernel off, so that
//! the scalar path can be tested and timed on a machine that has vectors.

use std::sync::OnceLock;

/// The kernel the per-player method uses on this machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kernel {
    /// The dense kernel in 512-bit vectors (x86-64 with AVX-512 F, BW, CD, DQ and VL).
    Avx512,
    /// The dense kernel in 256-bit vectors (x86-64 with AVX2 and FMA).
    Avx2,
    /// The sparse kernels, one count at a time.
    Scalar,
}

impl Kernel {
    /// The kernel in use: detected once, unless `DIRAC_KERNEL=scalar` asks for the scalar one.
    pub fn active() -> Kernel {
        static ACTIVE: OnceLock<Kernel> = OnceLock::new();
        *ACTIVE.get_or_init(|| {
            let asked = std::env::var_os("DIRAC_KERNEL");
            if asked.is_some_and(|v| v.eq_ignore_ascii_case("scalar")) {
                Kernel::Scalar
            } else {
                Kernel::detect()
            }
        })
    }

    /// The best kernel this CPU supports.
    pub fn detect() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        return Kernel::of(pulp::Arch::new());
        #[cfg(not(target_arch = "x86_64"))]
        Kernel::Scalar
    }

    /// The kernel for an instruction set `pulp` detected.
    #[cfg(target_arch = "x86_64")]
    fn of(arch: pulp::Arch) -> Kernel {
        match arch {
            pulp::Arch::V4(_) => Kernel::Avx512,
            pulp::Arch::V3(_) => Kernel::Avx2,
            _ => Kernel::Scalar,
        }
    }

    /// Whether this kernel works on whole vectors.
    pub fn is_vector(self) -> bool {
        self != Kernel::Scalar
    }

    /// The kernel's name, as `dirac bench` prints it: `avx512`, `avx2` or `scalar`.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Avx512 => "avx512",
            Kernel::Avx2 => "avx2",
            Kernel::Scalar => "scalar",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_are_named_and_only_the_scalar_one_is_not_vector() {
        let all = [Kernel::Avx512, Kernel::Avx2, Kernel::Scalar];
        let names: Vec<&str> = all.iter().map(|k| k.name()).collect();
        assert_eq!(names, ["avx512", "avx2", "scalar"]);
        let vector: Vec<bool> = all.iter().map(|k| k.is_vector()).collect();
        assert_eq!(vector, [true, true, false]);
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn each_instruction_set_gets_its_kernel() {
        assert_eq!(Kernel::of(pulp::Arch::Scalar), Kernel::Scalar);
        if let Some(v3) = pulp::x86::V3::try_new() {
            assert_eq!(Kernel::of(pulp::Arch::V3(v3)), Kernel::Avx2);
        }
        if let Some(v4) = pulp::x86::V4::try_new() {
            assert_eq!(Kernel::of(pulp::Arch::V4(v4)), Kernel::Avx512);
        }
        assert_eq!(Kernel::detect(), Kernel::of(pulp::Arch::new()));
    }

    #[test]
    fn the_environment_can_only_switch_vectors_off() {
        let asked = std::env::var_os("DIRAC_KERNEL");
        let scalar = asked.is_some_and(|v| v.eq_ignore_ascii_case("scalar"));
        let expected = if scalar {
            Kernel::Scalar
        } else {
            Kernel::detect()
        };
        assert_eq!(Kernel::active(), expected);
    }
}
