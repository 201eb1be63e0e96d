// Reads an OpenAPI document (JSON) on stdin and prints the web apps' API types: openapi-typescript's
// output with every schema exported by name, formatted with the repository's Prettier settings.
// A native ES module script, because openapi-typescript's dependencies are ES modules only.
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const [target] = process.argv.slice(2);
const HEADER = `// Generated from the backend's OpenAPI document by \`npm run api:types\` (openapi-typescript): do not edit.
// Each schema is exported by name (EventResponse, OrgProfileResponse, …); paths and operations describe every route.
`;

let input = '';
for await (const chunk of process.stdin) input += chunk;
const ast = await openapiTS(JSON.parse(input), { rootTypes: true, rootTypesNoSchemaPrefix: true });
const options = await prettier.resolveConfig(target);
process.stdout.write(await prettier.format(HEADER + astToString(ast), { ...options, filepath: target }));
