from slugkit.services.slugger import slugify

__all__ = ["slugify"]
