from app.models.common import (
    IDModelMixin,
    DateTimeModelMixin,
    convert_datetime_to_realworld,
    convert_field_to_camel_case,
)
from app.models.domain.rwmodel import RWModel
from app.models.schemas.rwschema import RWSchema