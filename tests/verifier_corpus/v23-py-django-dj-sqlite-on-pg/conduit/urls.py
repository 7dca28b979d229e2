from django.urls import path
from api.views import tags
urlpatterns = [path("api/tags", tags)]
