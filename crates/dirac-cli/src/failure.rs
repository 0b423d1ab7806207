//! Why the command stopped, and the exit status that says so.

use std::process::ExitCode;

use dirac::Error;
use dirac::limits::Reason;

/// A failure, classed by who can fix it.
#[derive(Debug)]
pub(crate) struct Failure {
    internal: bool,
    message: String,
}

impl Failure {
    /// Bad input, bad rules, refused work, the environment or the output at fault, or a usage
    /// error: exit status 2.
    pub(crate) fn usage(message: impl Into<String>) -> Failure {
        Failure {
            internal: false,
            message: message.into(),
        }
    }

    /// A bug in dirac: exit status 1.
    pub(crate) fn internal(message: impl Into<String>) -> Failure {
        Failure {
            internal: true,
            message: message.into(),
        }
    }

    pub(crate) fn exit_code(&self) -> ExitCode {
        ExitCode::from(if self.internal { 1 } else { 2 })
    }

    pub(crate) fn message(&self) -> &str {
        &self.message
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        match (&e, e.kind()) {
            (Error::Refused(r), _) => match &r.reason {
                Reason::OverLimits { cost, limits, .. } => {
                    let flags = limits.to_raise(cost, "--max-work", "--max-memory");
                    Failure::usage(format!("{e} (raise {flags})"))
                }
                _ => Failure::usage(e.to_string()),
            },
            (_, kind) if kind.is_bug() => Failure::internal(e.to_string()),
            _ => Failure::usage(e.to_string()),
        }
    }
}

impl From<dirac::Refusal> for Failure {
    fn from(e: dirac::Refusal) -> Failure {
        Error::Refused(e).into()
    }
}

impl From<dirac_render::ChartError> for Failure {
    fn from(e: dirac_render::ChartError) -> Failure {
        Failure::internal(e.to_string())
    }
}
