import '@conduit/core/types/global';
