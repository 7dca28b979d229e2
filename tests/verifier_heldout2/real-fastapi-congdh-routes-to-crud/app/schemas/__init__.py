from .users import *
