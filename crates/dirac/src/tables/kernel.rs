//! Which instruction set the per-player tables are computed with.
//!
//! The per-player method has a dense kernel ([`crate::tables`]) written once in
//! plain Rust and compiled for each instruction set [`pulp`] detects at run time: AVX-512 or
//! AVX2 on x86-64. Everywhere else (other CPUs, WebAssembly) the sparse scalar kernels run.
//! Both give the same exact counts; the tests check them against each other.
//!
//! The environment variable `DIRAC_KERNEL` picks a kernel by name instead: `scalar` switches the
//! vectors off, so that the scalar path can be tested and timed on a machine that has vectors,
//! and `avx2` runs the 256-bit build on a machine with AVX-512. A kernel the CPU cannot run, or
//! a name that is none of these, is an error ([`Kernel::from_env`]), never silently ignored.

use std::sync::OnceLock;

use crate::error::Error;

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
    /// Every kernel, fastest first.
    pub const ALL: [Kernel; 3] = [Kernel::Avx512, Kernel::Avx2, Kernel::Scalar];

    /// The kernel in use: the one `DIRAC_KERNEL` names, or else the best this CPU has. Read
    /// once; a value [`Kernel::from_env`] refuses leaves the best one in use (the `dirac`
    /// command refuses such a value before it starts).
    pub fn active() -> Kernel {
        static ACTIVE: OnceLock<Kernel> = OnceLock::new();
        *ACTIVE.get_or_init(|| Kernel::from_env().unwrap_or_else(|_| Kernel::detect()))
    }

    /// The kernel `DIRAC_KERNEL` asks for, or the best this CPU has when it is unset or empty.
    pub fn from_env() -> Result<Kernel, Error> {
        let value = std::env::var_os("DIRAC_KERNEL").unwrap_or_default();
        Kernel::named(&value.to_string_lossy(), Kernel::detect())
    }

    /// The kernel called `name` (`""` for the best one), on a CPU whose best kernel is `best`.
    ///
    /// ```
    /// use dirac::Kernel;
    ///
    /// assert_eq!(Kernel::named("avx2", Kernel::Avx512)?, Kernel::Avx2);
    /// assert_eq!(Kernel::named("", Kernel::Avx2)?, Kernel::Avx2);
    /// assert!(Kernel::named("avx512", Kernel::Avx2).is_err());
    /// assert!(Kernel::named("fast", Kernel::Avx512).is_err());
    /// # Ok::<(), dirac::Error>(())
    /// ```
    pub fn named(name: &str, best: Kernel) -> Result<Kernel, Error> {
        let name = name.trim();
        if name.is_empty() {
            return Ok(best);
        }
        let known: Vec<&str> = Kernel::ALL
            .iter()
            .filter(|k| k.runs_on(best))
            .map(|k| k.name())
            .collect();
        let Some(asked) = Kernel::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name))
        else {
            return Err(Error::Environment(format!(
                "DIRAC_KERNEL={name} is not a kernel: expected one of {} (or unset, for the best \
                 this CPU has: {})",
                known.join(", "),
                best.name()
            )));
        };
        if !asked.runs_on(best) {
            return Err(Error::Environment(format!(
                "DIRAC_KERNEL={name}: this CPU cannot run the {} kernel; it can run {}",
                asked.name(),
                known.join(", ")
            )));
        }
        Ok(asked)
    }

    /// Whether a CPU whose best kernel is `best` runs this one (AVX-512 CPUs have AVX2 too).
    fn runs_on(self, best: Kernel) -> bool {
        match self {
            Kernel::Scalar => true,
            Kernel::Avx2 => best != Kernel::Scalar,
            Kernel::Avx512 => best == Kernel::Avx512,
        }
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
    fn the_environment_names_any_kernel_the_cpu_runs_and_nothing_else() {
        use Kernel::{Avx2, Avx512, Scalar};
        for best in Kernel::ALL {
            assert_eq!(Kernel::named("", best), Ok(best));
            assert_eq!(Kernel::named(" scalar ", best), Ok(Scalar));
            assert_eq!(Kernel::named("SCALAR", best), Ok(Scalar));
        }
        assert_eq!(Kernel::named("avx2", Avx512), Ok(Avx2));
        assert_eq!(Kernel::named("avx2", Avx2), Ok(Avx2));
        assert_eq!(Kernel::named("avx512", Avx512), Ok(Avx512));
        let refused = |name: &str, best: Kernel| Kernel::named(name, best).unwrap_err().to_string();
        assert_eq!(
            refused("avx512", Avx2),
            "DIRAC_KERNEL=avx512: this CPU cannot run the avx512 kernel; it can run avx2, scalar"
        );
        assert_eq!(
            refused("avx2", Scalar),
            "DIRAC_KERNEL=avx2: this CPU cannot run the avx2 kernel; it can run scalar"
        );
        assert_eq!(
            refused("sse", Avx512),
            "DIRAC_KERNEL=sse is not a kernel: expected one of avx512, avx2, scalar (or unset, \
             for the best this CPU has: avx512)"
        );
        // What this process runs is what its environment asked for.
        assert_eq!(Ok(Kernel::active()), Kernel::from_env());
    }
}
