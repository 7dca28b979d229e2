from django.urls import path

from tags.views import tag_list

urlpatterns = [path("api/tags", tag_list)]
