from django.urls import path

from articles.views.tags import tag_list

urlpatterns = [path("api/tags", tag_list)]
