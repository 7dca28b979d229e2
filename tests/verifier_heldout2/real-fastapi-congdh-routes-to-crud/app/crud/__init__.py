from .crud_user import user
