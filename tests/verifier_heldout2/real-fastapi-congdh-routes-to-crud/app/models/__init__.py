from .users import User  # type: ignore
