// Packages that ship only ES modules: jest (CommonJS) must transpile them instead of loading
// them as-is. content-disposition and cookie come in through @fastify/static and app.inject;
// @ant-design/colors because @ant-design/icons' CommonJS build requires a file of its ESM build.
module.exports = ['typebox', 'jose', '@fastify/type-provider-typebox', 'content-disposition', 'cookie', '@ant-design/colors'];
